import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PendingSubmissionCounts } from "@/shared/contract/submissions";
import { ADMIN_TOPIC } from "@/shared/realtime-topics";
import { api } from "@/web/lib/api";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { adminKeys } from "./keys";

/** 000 §9: the header's pending count is refetched every 30 s (and at once after a review). */
export const PENDING_COUNT_REFETCH_MS = 30_000;

/** GET /api/admin/bands/pending-count → { count } (get_pending_bands_count). Admins only: 401/403 otherwise. */
export const getPendingBandsCount = (signal?: AbortSignal) => api("GET /api/admin/bands/pending-count", {}, { signal });

export const pendingBandsCountQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.pendingCount,
    queryFn: ({ signal }) => getPendingBandsCount(signal),
    select: (data) => data.count,
    refetchInterval: PENDING_COUNT_REFETCH_MS,
    // The number of people waiting is worth re-reading when the admin comes back to the tab.
    refetchOnWindowFocus: true,
  });

/**
 * The pending count, live: the server publishes `pending-bands` with the new count on the admin
 * topic whenever a band is submitted, approved or rejected, so the badge moves without waiting for
 * the 30 s poll, and an open queue refetches. Mount it once (the header does); pass
 * `enabled: false` until the session says the user is an admin.
 */
export function usePendingBandsCount(options: { enabled?: boolean } = {}) {
  const enabled = options.enabled ?? true;
  const queryClient = useQueryClient();
  useRealtime(enabled ? ADMIN_TOPIC : null, (message) => {
    if (message.event === "pending-bands") {
      const count = message.data.count;
      if (typeof count === "number") queryClient.setQueryData(adminKeys.pendingCount, { count });
      void queryClient.invalidateQueries({ queryKey: adminKeys.pendingBands });
    } else if (message.event === "pending-submissions") {
      const { gigs, venues, claims } = message.data;
      if (typeof gigs === "number" && typeof venues === "number" && typeof claims === "number") {
        queryClient.setQueryData<PendingSubmissionCounts>(adminKeys.suggestionCounts, { gigs, venues, claims });
      }
      void queryClient.invalidateQueries({
        queryKey: adminKeys.suggestions,
        predicate: (q) => q.queryKey[2] !== "pending-count",
      });
      void queryClient.invalidateQueries({ queryKey: adminKeys.claims });
    }
  });
  // Messages sent while the connection was down (or before it first went live) are not replayed:
  // read the counts and any open queue again, or a queue loaded just before would miss a submission
  // that the badge already counts.
  useRealtimeConnected((missed) => {
    if (!enabled) return;
    void queryClient.invalidateQueries({ queryKey: adminKeys.bands, predicate: missed });
    void queryClient.invalidateQueries({ queryKey: adminKeys.suggestions, predicate: missed });
    void queryClient.invalidateQueries({ queryKey: adminKeys.claims, predicate: missed });
  });
  return useQuery({ ...pendingBandsCountQueryOptions(), enabled });
}

/** GET /api/submissions/pending-count → { gigs, venues, claims }: the suggestion and page claim queues. Admins only. */
export const getPendingSuggestionCounts = (signal?: AbortSignal) =>
  api("GET /api/submissions/pending-count", {}, { signal });

export const pendingSuggestionCountsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.suggestionCounts,
    queryFn: ({ signal }) => getPendingSuggestionCounts(signal),
    refetchInterval: PENDING_COUNT_REFETCH_MS,
    refetchOnWindowFocus: true,
  });

/**
 * The header's 'Pending Approvals' count: everything waiting for an admin (bands, gigs, venues, claims),
 * live through the admin topic. Undefined until both counts are read, so it never shows a part as the whole.
 */
export function usePendingApprovalsCount(): number | undefined {
  const bands = usePendingBandsCount().data;
  const suggestions = useQuery(pendingSuggestionCountsQueryOptions()).data;
  return bands === undefined || suggestions === undefined
    ? undefined
    : bands + suggestions.gigs + suggestions.venues + suggestions.claims;
}
