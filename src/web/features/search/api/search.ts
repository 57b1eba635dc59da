import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { SEARCH_MIN_LENGTH } from "@/shared/search";
import { api } from "@/web/lib/api";

/** Results per kind on the page: enough to find what was meant, never a list to page through. */
export const SEARCH_PAGE_LIMIT = 8;

/** Whether the text is long enough to be sent (the server refuses shorter ones). */
export const isSearchable = (q: string | null): q is string => (q?.trim().length ?? 0) >= SEARCH_MIN_LENGTH;

/** GET /api/search?q=: bands, artists, venues and gigs, ranked, at most SEARCH_PAGE_LIMIT of each. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ["search", q] as const,
    queryFn: ({ signal }) => api("GET /api/search", { query: { q, limit: SEARCH_PAGE_LIMIT } }, { signal }),
    staleTime: 60_000,
  });

export function useSearch(q: string | null) {
  return useQuery({
    ...searchQueryOptions(q ?? ""),
    enabled: isSearchable(q),
    // While the next text's results load, the previous ones stay up instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}
