import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/venues/cities: where venues are, most first, for the location filter. */
export const venueCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["venues", "cities"] as const,
    queryFn: ({ signal }) => api("GET /api/venues/cities", {}, { signal }).then((body) => body.items),
  });

export function useVenueCities() {
  return useQuery(venueCitiesQueryOptions());
}
