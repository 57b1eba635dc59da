import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { adminKeys } from "./keys";
import type { SuggestionKind } from "./types";

const PAGE_SIZE = 20;

/** GET /api/submissions/gigs|venues?status=pending: oldest first (first come, first reviewed), a page at a time. */
export const getPendingSuggestions = (kind: SuggestionKind, cursor: string | null, signal?: AbortSignal) =>
  api(`GET /api/submissions/${kind}s`, { query: { status: "pending", cursor, limit: PAGE_SIZE } }, { signal });

export const pendingSuggestionsQueryOptions = (kind: SuggestionKind) =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingSuggestions(kind),
    queryFn: ({ pageParam, signal }) => getPendingSuggestions(kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Other admins work this queue too.
    staleTime: 0,
  });

export function usePendingSuggestions(kind: SuggestionKind) {
  return useInfiniteQuery(pendingSuggestionsQueryOptions(kind));
}
