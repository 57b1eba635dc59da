import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

export const citiesQueryKey = (q: string) => ["cities", q.toLowerCase()] as const;

const searchCities = (q: string, signal?: AbortSignal) =>
  api("GET /api/cities", { query: { q } }, { signal }).then((body) => body.cities);

/** Indian cities matching `q` (GET /api/cities, 000 §5); asks only when `enabled`. */
export function useCities(q: string, enabled: boolean) {
  return useQuery({
    queryKey: citiesQueryKey(q),
    queryFn: ({ signal }) => searchCities(q, signal),
    enabled,
    // The list of cities does not change while the app is open.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
