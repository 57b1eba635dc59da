import { AwardIcon } from "lucide-react";
import { formatIstShortDate } from "@/shared/datetime";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useMyBadges } from "../api/get-my-badges";

/** 'Badges Earned' in the profile drawer (000 §2), with its loading, empty and error states. */
export function BadgesGrid() {
  const badges = useMyBadges();
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
      ) : badges.data.length === 0 ? (
        <div className="grid justify-items-center gap-1 rounded-xl bg-muted p-4 text-center">
          <AwardIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">No badges earned yet</p>
          <p className="text-sm text-muted-foreground">Complete activities to earn your first badge!</p>
        </div>
      ) : (
        <ul className="grid grid-cols-3 gap-3">
          {badges.data.map((badge) => (
            <li
              key={badge.badgeId}
              className="grid justify-items-center gap-1 rounded-xl bg-muted p-2 text-center"
              title={badge.description}
            >
              <img src={badge.badgeUrl} alt="" width={56} height={56} className="size-14" loading="lazy" />
              <span className="text-xs leading-tight font-semibold">{badge.badgeName}</span>
              <span className="sr-only">
                {badge.description} Earned {formatIstShortDate(badge.awardedAt)}.
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
