import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/discover/locations?type=band: the cities of listed bands, for the location filter. */
export const bandLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ["discover", "locations", "band"] as const,
    queryFn: ({ signal }) =>
      api("GET /api/discover/locations", { query: { type: "band" } }, { signal }).then((body) => body.items),
    staleTime: 10 * 60 * 1000,
  });

export function useBandLocations() {
  return useQuery(bandLocationsQueryOptions());
}
