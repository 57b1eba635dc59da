import { Link } from "react-router";
import type { LeaderboardRow as Row } from "@/shared/contract/leaderboard";
import { UserAvatar } from "@/web/components/user-avatar";
import { cn } from "@/web/lib/cn";

type LeaderboardRowProps = { row: Omit<Row, "rank"> & { rank: number | null }; own?: boolean };

/** One fan on a board: rank, avatar, name (to their profile), level and the period's XP. */
export function LeaderboardRow({ row, own = false }: LeaderboardRowProps) {
  return (
    // A container: with large text (200 %) the row is narrow in rem, so the avatar drops out and the rank
    // column shrinks to its number rather than pushing the page sideways (container queries measure in
    // the page's rem, media queries do not).
    <li
      aria-current={own ? "true" : undefined}
      className={cn("@container rounded-xl border px-3 py-2", own ? "border-primary bg-primary/15" : "bg-card")}
    >
      <div className="flex items-center gap-3">
        <span className="w-11 shrink-0 text-right text-lg font-extrabold tabular-nums @max-[16rem]:w-auto">
          {row.rank === null ? "–" : `#${row.rank}`}
        </span>
        <UserAvatar
          user={{ name: row.displayName, avatarUrl: row.avatarUrl }}
          className="size-10 shrink-0 @max-[16rem]:hidden"
        />
        <span className="min-w-0 flex-1">
          <Link to={`/profile/${row.userId}`} className="block truncate font-semibold hover:underline">
            {row.displayName}
            {own ? <span className="font-normal text-muted-foreground"> (you)</span> : null}
          </Link>
          <span className="text-xs text-muted-foreground">Level {row.level}</span>
        </span>
        <span className="shrink-0 text-right font-extrabold text-primary-bright tabular-nums">
          {row.xp.toLocaleString("en-IN")} <span className="text-xs font-semibold text-muted-foreground">XP</span>
        </span>
      </div>
    </li>
  );
}
