import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { VenueDetail } from "./types";

/** GET /api/venues/:id with the first page of its upcoming gigs; 404 'Venue not found'. */
export const venueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["venues", "detail", id] as const,
    queryFn: ({ signal }) => apiFetch<VenueDetail>(`/api/venues/${encodeURIComponent(id)}`, { signal }),
  });

export function useVenue(id: string) {
  return useQuery(venueQueryOptions(id));
}
