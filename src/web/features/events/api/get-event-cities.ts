import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/events/cities: the cities gigs are in, busiest first, for the location filter. */
export const eventCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["events", "cities"] as const,
    queryFn: ({ signal }) => api("GET /api/events/cities", {}, { signal }).then((body) => body.items),
  });

export function useEventCities() {
  return useQuery(eventCitiesQueryOptions());
}
