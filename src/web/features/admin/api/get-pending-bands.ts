import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { adminKeys } from "./keys";

const PAGE_SIZE = 20;

/** GET /api/admin/bands/pending: newest first (000 §7), a page at a time. */
export const getPendingBands = (cursor: string | null, signal?: AbortSignal) =>
  api("GET /api/admin/bands/pending", { query: { cursor, limit: PAGE_SIZE } }, { signal });

export const pendingBandsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingBands,
    queryFn: ({ pageParam, signal }) => getPendingBands(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A queue others work on too: what an admin sees should be current when they come back to it.
    staleTime: 0,
  });

export function usePendingBands(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...pendingBandsQueryOptions(), enabled: options.enabled ?? true });
}
