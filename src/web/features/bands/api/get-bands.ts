import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

export type BandFilters = { search: string | null; location: string | null; genre: string | null };

const PAGE_SIZE = 24;

/** GET /api/bands: listed bands by name, filtered by search (name and bio), location and genre. */
export const bandsQueryOptions = (filters: BandFilters) =>
  infiniteQueryOptions({
    queryKey: ["bands", "list", filters] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/bands", { query: { ...filters, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBands(filters: BandFilters) {
  return useInfiniteQuery({ ...bandsQueryOptions(filters), placeholderData: keepPreviousData });
}
