import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { adminKeys } from "./keys";
import type { Page, PendingGig, PendingVenue, SuggestionKind } from "./types";

const PAGE_SIZE = 20;

type PendingOf<K extends SuggestionKind> = K extends "gig" ? PendingGig : PendingVenue;

/** GET /api/submissions/gigs|venues?status=pending: oldest first (first come, first reviewed), a page at a time. */
export const getPendingSuggestions = <K extends SuggestionKind>(kind: K, cursor: string | null, signal?: AbortSignal) =>
  apiFetch<Page<PendingOf<K>>>(`/api/submissions/${kind}s`, {
    query: { status: "pending", cursor, limit: PAGE_SIZE },
    signal,
  });

export const pendingSuggestionsQueryOptions = <K extends SuggestionKind>(kind: K) =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingSuggestions(kind),
    queryFn: ({ pageParam, signal }) => getPendingSuggestions(kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Other admins work this queue too.
    staleTime: 0,
  });

export function usePendingSuggestions<K extends SuggestionKind>(kind: K) {
  return useInfiniteQuery(pendingSuggestionsQueryOptions(kind));
}
