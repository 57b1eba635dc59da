import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_TOPIC } from "@/shared/realtime-topics";
import { apiFetch } from "@/web/lib/api-client";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { adminKeys } from "./keys";

/** 000 §9: the header's pending count is refetched every 30 s (and at once after a review). */
export const PENDING_COUNT_REFETCH_MS = 30_000;

/** GET /api/admin/bands/pending-count → { count } (get_pending_bands_count). Admins only: 401/403 otherwise. */
export const getPendingBandsCount = (signal?: AbortSignal) =>
  apiFetch<{ count: number }>("/api/admin/bands/pending-count", { signal });

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
    if (message.event !== "pending-bands") return;
    const count = message.data.count;
    if (typeof count === "number") queryClient.setQueryData(adminKeys.pendingCount, { count });
    void queryClient.invalidateQueries({ queryKey: adminKeys.pendingBands });
  });
  // Messages sent while the connection was down are not replayed: read the count again.
  useRealtimeConnected(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: adminKeys.pendingCount });
  });
  return useQuery({ ...pendingBandsCountQueryOptions(), enabled });
}
