import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { userTopic } from "@/shared/realtime-topics";
import { api } from "@/web/lib/api";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { notificationKeys } from "./keys";

/** GET /api/notifications/unread-count → { unread }. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => api("GET /api/notifications/unread-count", {}, { signal }),
    select: (data) => data.unread,
  });

/**
 * The bell's count, live: the server publishes `notifications` on the user's private topic whenever
 * one is written, merged or read (in any tab or server process), and the count and any open list
 * are read again. Whenever the connection becomes live they are read again too: messages sent while
 * it was down are not replayed.
 */
export function useUnreadCount(userId: string) {
  const client = useQueryClient();
  useRealtime(userTopic(userId), (message) => {
    if (message.event === "notifications") void client.invalidateQueries({ queryKey: notificationKeys.all });
  });
  useRealtimeConnected((missed) => {
    void client.invalidateQueries({ queryKey: notificationKeys.all, predicate: missed });
  });
  return useQuery(unreadCountQueryOptions());
}
