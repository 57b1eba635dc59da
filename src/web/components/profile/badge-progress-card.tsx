import type { BadgeProgress } from "@/shared/contract/progress";
import { formatIstShortDate } from "@/shared/datetime";
import { cn } from "@/web/lib/cn";

/**
 * One badge: earned ones in colour with the date, locked ones dimmed with their description and
 * a bar '{n} of {times_required}' (the count is the engine's own, from the server).
 */
export function BadgeProgressCard({ badge, className }: { badge: BadgeProgress; className?: string }) {
  const earned = badge.awardedAt !== null;
  const percent = Math.round((badge.count / Math.max(1, badge.timesRequired)) * 100);
  return (
    <li
      className={cn("grid content-start justify-items-center gap-1 rounded-xl bg-muted p-2 text-center", className)}
      aria-label={`${badge.badgeName}, ${earned ? "earned" : "locked"}`}
    >
      <img
        src={badge.badgeUrl}
        alt=""
        width={56}
        height={56}
        className={cn("size-14", earned ? null : "opacity-40 grayscale")}
        loading="lazy"
      />
      <span className="text-xs leading-tight font-semibold">{badge.badgeName}</span>
      {earned ? (
        <span className="text-[11px] text-muted-foreground">Earned {formatIstShortDate(badge.awardedAt)}</span>
      ) : (
        <>
          <span className="text-[11px] leading-tight text-muted-foreground">{badge.description}</span>
          <div
            role="progressbar"
            aria-label={`${badge.badgeName} progress`}
            aria-valuemin={0}
            aria-valuemax={badge.timesRequired}
            aria-valuenow={badge.count}
            aria-valuetext={`${badge.count} of ${badge.timesRequired}`}
            className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-[11px] font-semibold tabular-nums">
            {badge.count} of {badge.timesRequired}
          </span>
        </>
      )}
    </li>
  );
}
