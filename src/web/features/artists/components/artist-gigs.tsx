import { GigList } from "@/web/components/profile/gig-list";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useArtistGigs } from "../api/get-artist-gigs";

/** The artist's gigs (the gigs whose line-up holds them): upcoming first (soonest first), then past ones (latest first). */
export function ArtistGigs({ userId }: { userId: string }) {
  const gigs = useArtistGigs(userId, true);
  return (
    <section aria-labelledby="artist-gigs-title" className="grid gap-3">
      <h2 id="artist-gigs-title" className="text-lg font-bold">
        Gigs
      </h2>
      {gigs.isPending ? (
        <Skeleton role="status" aria-label="Loading gigs" className="h-40" />
      ) : gigs.isError ? (
        <p role="alert" className="text-sm text-red-400">
          Failed to load gigs. Please try again later.
        </p>
      ) : gigs.data.upcoming.length + gigs.data.past.length === 0 ? (
        <p className="text-sm text-muted-foreground">No gigs yet.</p>
      ) : (
        <>
          {gigs.data.upcoming.length ? (
            <>
              <h3 className="text-sm font-semibold text-muted-foreground">Upcoming</h3>
              <GigList gigs={gigs.data.upcoming} label="Upcoming gigs" />
            </>
          ) : null}
          {gigs.data.past.length ? (
            <>
              <h3 className="mt-2 text-sm font-semibold text-muted-foreground">Past</h3>
              <GigList gigs={gigs.data.past} label="Past gigs" />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
