import { AwardIcon } from "lucide-react";
import { BadgeProgressCard } from "@/web/components/profile/badge-progress-card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBadgeProgress } from "@/web/hooks/use-badge-progress";

/**
 * 'Badges' in the profile drawer (000 §2, issue 14): the earned ones first, then the locked ones,
 * dimmed, each with its description and '{n} of {times_required}'.
 */
export function BadgesGrid() {
  const badges = useBadgeProgress();
  const earned = badges.data?.filter((badge) => badge.awardedAt !== null).length ?? 0;
  return (
    <section aria-labelledby="badges-earned" className="grid gap-3">
      <h3 id="badges-earned" className="text-sm font-bold tracking-wide text-muted-foreground uppercase">
        Badges Earned
      </h3>
      {badges.isPending ? (
        <div className="grid grid-cols-3 gap-3" role="status" aria-label="Loading badges">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : badges.isError ? (
        <p role="alert" className="rounded-xl bg-muted p-4 text-center text-sm text-red-300">
          Unable to load badges
        </p>
      ) : (
        <>
          {earned === 0 ? (
            <div className="grid justify-items-center gap-1 rounded-xl bg-muted p-4 text-center">
              <AwardIcon className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">No badges earned yet</p>
              <p className="text-sm text-muted-foreground">Complete activities to earn your first badge!</p>
            </div>
          ) : null}
          <ul className="grid grid-cols-3 gap-3" aria-label="Badges">
            {badges.data.map((badge) => (
              <BadgeProgressCard key={badge.badgeId} badge={badge} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
