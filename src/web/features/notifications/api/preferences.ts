import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPreferencesChange as Change, NotificationPreferences } from "@/shared/contract/notifications";
import { api } from "@/web/lib/api";
import { notificationKeys } from "./keys";

const preferencesKey = [...notificationKeys.all, "preferences"] as const;

/** GET /api/notifications/preferences: every kind's switches and the digest. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api("GET /api/notifications/preferences", {}, { signal }),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

/** PUT /api/notifications/preferences: one switch at a time; the answer is the whole set. */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Change) => api("PUT /api/notifications/preferences", { body }),
    onSuccess: (prefs: NotificationPreferences) => client.setQueryData(preferencesKey, prefs),
  });
}
