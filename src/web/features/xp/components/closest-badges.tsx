import { BadgeProgressCard } from "@/web/components/profile/badge-progress-card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBadgeProgress } from "@/web/hooks/use-badge-progress";

/** How many locked badges the XP Club shows (issue 14: 'the 3 closest badges'). */
const CLOSEST = 3;

/** 'Closest badges': the locked badges the fan is nearest to (the server orders them closest first). */
export function ClosestBadges() {
  const badges = useBadgeProgress();
  const closest = badges.data?.filter((badge) => badge.awardedAt === null).slice(0, CLOSEST);
  return (
    <section aria-labelledby="closest-badges" className="grid gap-2">
      <h3 id="closest-badges" className="text-sm font-bold tracking-wide text-muted-foreground uppercase">
        Closest badges
      </h3>
      {badges.isPending ? (
        <div className="grid grid-cols-3 gap-2" role="status" aria-label="Loading badges">
          {Array.from({ length: CLOSEST }, (_, i) => (
            <Skeleton key={i} className="aspect-square" />
          ))}
        </div>
      ) : badges.isError ? (
        <p role="alert" className="rounded-xl bg-muted p-3 text-center text-sm text-red-300">
          Unable to load badges
        </p>
      ) : closest && closest.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {closest.map((badge) => (
            <BadgeProgressCard key={badge.badgeId} badge={badge} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-muted p-3 text-center text-sm">You have earned every badge!</p>
      )}
    </section>
  );
}
