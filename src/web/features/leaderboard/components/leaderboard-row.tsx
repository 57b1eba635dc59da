import { Link } from "react-router";
import type { LeaderboardRow as Row } from "@/shared/contract/leaderboard";
import { UserAvatar } from "@/web/components/user-avatar";
import { cn } from "@/web/lib/cn";

type LeaderboardRowProps = { row: Omit<Row, "rank"> & { rank: number | null }; own?: boolean };

/** One fan on a board: rank, avatar, name (to their profile), level and the period's XP. */
export function LeaderboardRow({ row, own = false }: LeaderboardRowProps) {
  return (
    <li
      aria-current={own ? "true" : undefined}
      className={cn(
        "grid grid-cols-[2.75rem_2.5rem_minmax(0,1fr)_auto] items-center gap-3 rounded-xl border px-3 py-2",
        own ? "border-primary bg-primary/15" : "bg-card",
      )}
    >
      <span className="text-right text-lg font-extrabold tabular-nums">{row.rank === null ? "–" : `#${row.rank}`}</span>
      <UserAvatar user={{ name: row.displayName, avatarUrl: row.avatarUrl }} className="size-10" />
      <span className="min-w-0">
        <Link to={`/profile/${row.userId}`} className="block truncate font-semibold hover:underline">
          {row.displayName}
          {own ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
        </Link>
        <span className="text-xs text-muted-foreground">Level {row.level}</span>
      </span>
      <span className="text-right font-extrabold text-primary-bright tabular-nums">
        {row.xp.toLocaleString("en-IN")} <span className="text-xs font-semibold text-muted-foreground">XP</span>
      </span>
    </li>
  );
}
