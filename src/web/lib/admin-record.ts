import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBand } from "@/shared/contract/admin/bands";
import type { AdminEvent } from "@/shared/contract/admin/events";
import type { AdminVenue } from "@/shared/contract/admin/venues";
import { api } from "./api";
import { type CatalogueArea, refreshCatalogue } from "./catalogue-cache";

/** The records the admin edit pages load and save: GET and PATCH /api/admin/{resource}/{id}. */
const RESOURCES = { venues: "venue", events: "event", bands: "band" } as const;
export type AdminResource = keyof typeof RESOURCES;
type AdminRecords = { venues: AdminVenue; events: AdminEvent; bands: AdminBand };
/** Both routes answer `{ venue }`, `{ event }` or `{ band }`. */
type Answer<R extends AdminResource> = { [K in (typeof RESOURCES)[R]]: AdminRecords[R] };
/** What an edit form sends: only the fields it changes (the server checks them with the form's schema). */
type AdminPatch = Record<string, unknown>;

export const adminRecordQueryKey = (resource: AdminResource, id: string) => ["admin", resource, "detail", id] as const;

// One call serves the three resources; the answer's type is picked by `resource`, which the
// contract cannot do for a key built from a variable.
const getRecord = <R extends AdminResource>(resource: R, id: string, signal?: AbortSignal) =>
  api(`GET /api/admin/${resource as AdminResource}/{id}`, { params: { id } }, { signal }) as Promise<Answer<R>>;
const patchRecord = <R extends AdminResource>(resource: R, id: string, body: AdminPatch) =>
  api(`PATCH /api/admin/${resource as AdminResource}/{id}`, { params: { id }, body }) as Promise<Answer<R>>;

/** The whole record for an edit form; idle until `enabled` (the admin check has passed). */
export function useAdminRecord<R extends AdminResource>(resource: R, id: string, enabled: boolean) {
  const field: (typeof RESOURCES)[R] = RESOURCES[resource];
  return useQuery({
    queryKey: adminRecordQueryKey(resource, id),
    queryFn: ({ signal }) => getRecord(resource, id, signal),
    select: (data): AdminRecords[R] => data[field],
    enabled,
    // The form must start from the record as it is now, not as it was when last seen.
    staleTime: 0,
  });
}

/**
 * Saves an edit form. Afterwards the saved record replaces the cached one and every cached list or
 * page of `refresh` is marked stale, so the detail page the admin lands on shows the change.
 */
export function useUpdateAdminRecord<R extends AdminResource>(resource: R, id: string, refresh: CatalogueArea[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPatch) => patchRecord(resource, id, body),
    // A retried PATCH after a lost answer would write twice and audit twice.
    retry: false,
    onSuccess: async (data) => {
      queryClient.setQueryData(adminRecordQueryKey(resource, id), data);
      await refreshCatalogue(queryClient, refresh);
    },
  });
}
