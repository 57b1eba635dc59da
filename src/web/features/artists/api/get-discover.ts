import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { DiscoverType } from "@/shared/contract/discover";
import { api } from "@/web/lib/api";

export type { DiscoverType };

export type DiscoverFilters = {
  search: string | null;
  location: string | null;
  genre: string | null;
  type: DiscoverType;
};

// 24 fills whole rows of 2, 3 and 4 columns.
const PAGE_SIZE = 24;

/** GET /api/discover: real artists and bands merged by name, filtered, a page at a time. */
export const discoverQueryOptions = (filters: DiscoverFilters) =>
  infiniteQueryOptions({
    queryKey: ["discover", filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api(
        "GET /api/discover",
        {
          query: {
            ...filters,
            type: filters.type === "all" ? null : filters.type,
            cursor: pageParam,
            limit: PAGE_SIZE,
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // 001 §7: the artist list stays fresh for 10 minutes.
    staleTime: 10 * 60 * 1000,
  });

export function useDiscover(filters: DiscoverFilters) {
  // While a new filter loads, the previous cards stay up instead of a flash of skeletons.
  return useInfiniteQuery({ ...discoverQueryOptions(filters), placeholderData: keepPreviousData });
}
