import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/venues/cities: where venues are, most first, for the location filter. */
export const venueCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ["venues", "cities"] as const,
    queryFn: ({ signal }) => apiFetch<{ items: string[] }>("/api/venues/cities", { signal }).then((body) => body.items),
  });

export function useVenueCities() {
  return useQuery(venueCitiesQueryOptions());
}
