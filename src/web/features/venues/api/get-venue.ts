import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/venues/:id with the first page of its upcoming gigs; 404 'Venue not found'. */
export const venueQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["venues", "detail", id] as const,
    queryFn: ({ signal }) => api("GET /api/venues/{id}", { params: { id } }, { signal }),
  });

export function useVenue(id: string) {
  return useQuery(venueQueryOptions(id));
}
