import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { NotificationItem } from "@/shared/contract/notifications";
import { api } from "@/web/lib/api";
import { notificationKeys } from "./keys";

/** GET /api/notifications: the user's notifications, newest first, a page at a time. */
export type { NotificationItem };

const PAGE_SIZE = 20;

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/notifications", { query: { cursor: pageParam ?? undefined, limit: PAGE_SIZE } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}
