import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import type { DiscoverType } from "./get-discover";

/** GET /api/discover/locations: the cities the location filter offers. */
export const discoverLocationsQueryOptions = (type: DiscoverType) =>
  queryOptions({
    queryKey: ["discover", "locations", type] as const,
    queryFn: ({ signal }) =>
      api("GET /api/discover/locations", { query: { type: type === "all" ? null : type } }, { signal }).then(
        (body) => body.items,
      ),
    staleTime: 10 * 60 * 1000,
  });

export function useDiscoverLocations(type: DiscoverType) {
  return useQuery(discoverLocationsQueryOptions(type));
}
