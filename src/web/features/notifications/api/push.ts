import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PushSubscriptionInput } from "@/shared/contract/notifications";
import { api } from "@/web/lib/api";
import { notificationKeys } from "./keys";

const pushKeys = {
  key: [...notificationKeys.all, "push", "key"] as const,
  devices: [...notificationKeys.all, "push", "devices"] as const,
};

/** GET /api/notifications/push/key: the server's VAPID public key (changes only with the server's keys). */
export const pushKeyQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.key,
    queryFn: ({ signal }) => api("GET /api/notifications/push/key", {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** GET /api/notifications/push/subscriptions: the user's devices with phone alerts on. */
export const pushDevicesQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => api("GET /api/notifications/push/subscriptions", {}, { signal }),
  });

export const usePushDevices = () => useQuery(pushDevicesQueryOptions());

/** POST /api/notifications/push/subscriptions: this browser's subscription. */
export function useAddPushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushSubscriptionInput) => api("POST /api/notifications/push/subscriptions", { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}

/** DELETE /api/notifications/push/subscriptions/{id}: one device's alerts off. */
export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /api/notifications/push/subscriptions/{id}", { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: pushKeys.devices }),
  });
}
