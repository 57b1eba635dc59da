import type { ReactNode } from "react";
import { GigList } from "@/web/components/profile/gig-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useBandGigs } from "../api/get-band-gigs";
import { UpcomingGigs } from "./upcoming-gigs";

/**
 * 'Gigs & Highlights': upcoming gigs carousel, Fan Pics (#fan-art, participation's, handed in by the
 * page) and Past Performances (001 §2).
 */
export function BandGigs({ bandId, fanPics }: { bandId: string; fanPics: ReactNode }) {
  const gigs = useBandGigs(bandId, true);
  return (
    <div className="grid gap-8">
      <section aria-labelledby="upcoming-gigs-title">
        <h3 id="upcoming-gigs-title" className="mb-3 text-lg font-bold">
          Upcoming Gigs
        </h3>
        {gigs.isPending ? (
          <Skeleton role="status" aria-label="Loading gigs" className="h-72" />
        ) : gigs.isError ? (
          <p role="alert" className="text-sm text-red-400">
            Failed to load gigs. Please try again later.
          </p>
        ) : (
          <UpcomingGigs gigs={gigs.data.upcoming} />
        )}
      </section>
      {fanPics}
      <section aria-labelledby="past-performances-title">
        <h3 id="past-performances-title" className="mb-3 text-lg font-bold">
          Past Performances
        </h3>
        {gigs.isPending ? (
          <Skeleton className="h-40" />
        ) : gigs.isError ? null : gigs.data.past.length ? (
          <GigList gigs={gigs.data.past} label="Past Performances" />
        ) : (
          <p className="text-sm text-muted-foreground">No past performances yet.</p>
        )}
      </section>
    </div>
  );
}
