import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "./api-client";
import { type CatalogueArea, refreshCatalogue } from "./catalogue-cache";

/** The records the admin edit pages load and save: GET and PATCH /api/admin/{resource}/:id. */
const RESOURCES = { venues: "venue", events: "event", bands: "band" } as const;
export type AdminResource = keyof typeof RESOURCES;

export const adminRecordQueryKey = (resource: AdminResource, id: string) => ["admin", resource, "detail", id] as const;

const recordUrl = (resource: AdminResource, id: string) => `/api/admin/${resource}/${encodeURIComponent(id)}`;

/** The whole record for an edit form; idle until `enabled` (the admin check has passed). */
export function useAdminRecord<T>(resource: AdminResource, id: string, enabled: boolean) {
  const field = RESOURCES[resource];
  return useQuery({
    queryKey: adminRecordQueryKey(resource, id),
    queryFn: ({ signal }) => apiFetch<Record<typeof field, T>>(recordUrl(resource, id), { signal }),
    select: (data) => data[field],
    enabled,
    // The form must start from the record as it is now, not as it was when last seen.
    staleTime: 0,
  });
}

/**
 * Saves an edit form. Afterwards the saved record replaces the cached one and every cached list or
 * page of `refresh` is marked stale, so the detail page the admin lands on shows the change.
 */
export function useUpdateAdminRecord<T, Body>(resource: AdminResource, id: string, refresh: CatalogueArea[]) {
  const queryClient = useQueryClient();
  const field = RESOURCES[resource];
  return useMutation({
    mutationFn: (body: Body) => apiFetch<Record<typeof field, T>>(recordUrl(resource, id), { method: "PATCH", body }),
    // A retried PATCH after a lost answer would write twice and audit twice.
    retry: false,
    onSuccess: async (data) => {
      queryClient.setQueryData(adminRecordQueryKey(resource, id), data);
      await refreshCatalogue(queryClient, refresh);
    },
  });
}
