import { infiniteQueryOptions } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { Page, VenueGig } from "./types";

/** More upcoming gigs at a venue after the first page that came with it (GET /api/venues/:id/events). */
export const moreVenueEventsQueryOptions = (venueId: string, after: string | null) =>
  infiniteQueryOptions({
    queryKey: ["venues", "detail", venueId, "events", after] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<VenueGig>>(`/api/venues/${encodeURIComponent(venueId)}/events`, {
        query: { cursor: pageParam },
        signal,
      }),
    initialPageParam: after,
    getNextPageParam: (last) => last.nextCursor,
  });
