import { useSearchParams } from "react-router";
import { Page } from "@/web/components/layout/page";
import { LocationFilter } from "@/web/components/location-filter";
import { Button } from "@/web/components/ui/button";
import { useVenueCities } from "../api/get-venue-cities";
import { useVenues } from "../api/get-venues";
import { AddVenueButton } from "../components/add-venue-button";
import { VenueCard, VenueCardSkeleton } from "../components/venue-card";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3";

/** 'Discover Venues' (001 §2): a location filter kept in the URL and the venues by name. */
export default function VenuesRoute() {
  const [params, setParams] = useSearchParams();
  const location = params.get("location")?.trim() || null;
  const cities = useVenueCities();
  const venues = useVenues(location);
  const items = venues.data?.pages.flatMap((page) => page.items);

  const chooseLocation = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("location", next);
        else updated.delete("location");
        return updated;
      },
      { replace: true },
    );

  return (
    <Page title="Discover Venues" actions={<AddVenueButton />}>
      <div className="mb-5">
        <LocationFilter value={location} onChange={chooseLocation} options={cities.data} />
      </div>
      {venues.isPending ? (
        <div className={GRID} role="status" aria-label="Loading venues">
          {Array.from({ length: 6 }, (_, i) => (
            <VenueCardSkeleton key={i} />
          ))}
        </div>
      ) : venues.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm text-red-300">
          Error loading venues: {venues.error.message}
        </p>
      ) : !items?.length ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          No venues found for the selected location.
        </p>
      ) : (
        <>
          <ul className={GRID}>
            {items.map((venue, i) => (
              <li key={venue.id}>
                <VenueCard venue={venue} eager={i < 2} />
              </li>
            ))}
          </ul>
          {venues.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => venues.fetchNextPage()} disabled={venues.isFetchingNextPage}>
                {venues.isFetchingNextPage ? "Loading..." : "Load more venues"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}
