import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { notificationKeys } from "./keys";

/** POST /api/notifications/{id}/read: opening a notification marks it read. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("POST /api/notifications/{id}/read", { params: { id } }),
    onSuccess: ({ unread }) => {
      client.setQueryData(notificationKeys.unread, { unread });
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}

/** POST /api/notifications/read-all: 'Mark all as read'. */
export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/notifications/read-all"),
    onSuccess: ({ unread }) => {
      client.setQueryData(notificationKeys.unread, { unread });
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
