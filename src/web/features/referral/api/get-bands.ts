import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueries } from "@tanstack/react-query";
import type { BandProfile } from "@/shared/contract/bands";
import { bandQueryOptions } from "@/web/lib/act-queries";
import { api } from "@/web/lib/api";

const PAGE_SIZE = 24;

/** registration1's cards: every listed band by name, a page at a time, narrowed by the search box. */
export const pickableBandsQueryOptions = (search: string | null) =>
  infiniteQueryOptions({
    queryKey: ["referral", "bands", search] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/bands", { query: { search, cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePickableBands = (search: string | null) =>
  useInfiniteQuery({ ...pickableBandsQueryOptions(search), placeholderData: keepPreviousData });

/** The picks' names after a reload (only their ids are stored): the band pages' own cached query. */
export function usePickNames(ids: string[]): Record<string, string | undefined> {
  const results = useQueries({
    queries: ids.map((id) => ({ ...bandQueryOptions(id), select: (band: BandProfile) => band.name })),
  });
  return Object.fromEntries(ids.map((id, i) => [id, results[i]?.data]));
}
