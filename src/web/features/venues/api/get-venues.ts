import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

export const VENUES_PAGE_SIZE = 12;

/** GET /api/venues?location=: by name; the server matches the part of `location` before the first comma. */
export const venuesInfiniteQueryOptions = (location: string | null) =>
  infiniteQueryOptions({
    queryKey: ["venues", "list", { location }] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/venues", { query: { location, cursor: pageParam, limit: VENUES_PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useVenues(location: string | null) {
  return useInfiniteQuery(venuesInfiniteQueryOptions(location));
}
