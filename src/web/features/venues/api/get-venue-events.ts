import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** More upcoming gigs at a venue after the first page that came with it (GET /api/venues/:id/events). */
export const moreVenueEventsQueryOptions = (venueId: string, after: string | null) =>
  infiniteQueryOptions({
    queryKey: ["venues", "detail", venueId, "events", after] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/venues/{id}/events", { params: { id: venueId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: after,
    getNextPageParam: (last) => last.nextCursor,
  });
