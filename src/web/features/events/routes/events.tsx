import { useSearchParams } from "react-router";
import { GigCard, GigCardSkeleton } from "@/web/components/cards/gig-card";
import { Page } from "@/web/components/layout/page";
import { LocationFilter } from "@/web/components/location-filter";
import { Button } from "@/web/components/ui/button";
import { useEventCities } from "../api/get-event-cities";
import { useEvents } from "../api/get-events";
import { AddGigButton } from "../components/add-gig-button";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4";

/** 'Upcoming Gigs' (001 §2): a location filter kept in the URL, and the gigs in the server's order. */
export default function EventsRoute() {
  const [params, setParams] = useSearchParams();
  const city = params.get("city")?.trim() || null;
  const cities = useEventCities();
  const gigs = useEvents(city);
  const items = gigs.data?.pages.flatMap((page) => page.items);

  const chooseCity = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set("city", next);
        else updated.delete("city");
        return updated;
      },
      { replace: true },
    );

  return (
    <Page title="Upcoming Gigs" actions={<AddGigButton />}>
      <div className="mb-5">
        <LocationFilter value={city} onChange={chooseCity} options={cities.data} />
      </div>
      {gigs.isPending ? (
        <div className={GRID} role="status" aria-label="Loading gigs">
          {Array.from({ length: 4 }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </div>
      ) : gigs.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/50 bg-destructive/10 p-4 text-sm text-red-300">
          Error loading gigs: {gigs.error.message}
        </p>
      ) : !items?.length ? (
        <p className="rounded-xl border bg-card p-6 text-center text-muted-foreground">
          No gigs found matching your filters.
        </p>
      ) : (
        <>
          <ul className={GRID}>
            {items.map((gig, i) => (
              <li key={gig.id} className="grid">
                <GigCard gig={gig} eager={i < 2} />
              </li>
            ))}
          </ul>
          {gigs.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={() => gigs.fetchNextPage()} disabled={gigs.isFetchingNextPage}>
                {gigs.isFetchingNextPage ? "Loading..." : "Load more gigs"}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Page>
  );
}
