import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { XpHistoryItem } from "@/shared/contract/progress";
import { meQueryKey } from "@/web/hooks/use-me";
import { api } from "@/web/lib/api";

/** GET /api/progress/history: the fan's XP log, newest first, a page at a time. */
export type { XpHistoryItem };

const PAGE_SIZE = 20;

/** Under ['me']: an award (its XP event invalidates ['me']) puts the new line on top. */
export const xpHistoryQueryKey = [...meQueryKey, "xp-history"] as const;

export const xpHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: xpHistoryQueryKey,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/progress/history", { query: { cursor: pageParam, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useXpHistory() {
  return useInfiniteQuery(xpHistoryQueryOptions());
}
