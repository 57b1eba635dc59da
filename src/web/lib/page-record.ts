import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminBand } from "@/shared/contract/admin/bands";
import type { AdminVenue } from "@/shared/contract/admin/venues";
import type { ArtistPageRecord } from "@/shared/contract/pages";
import { api } from "./api";
import { type CatalogueArea, refreshCatalogue } from "./catalogue-cache";
import { type PagePath, pageKeys } from "./page-access";

/** The page edit forms load and save GET and PATCH /api/pages/{kind}/{id} (its managers and admins). */
const FIELD = { bands: "band", venues: "venue", artists: "artist" } as const;
type PageRecords = { bands: AdminBand; venues: AdminVenue; artists: ArtistPageRecord };
type Answer<K extends PagePath> = { [F in (typeof FIELD)[K]]: PageRecords[K] };
/** What an edit form sends: only the fields it changes (the server checks them with the form's schema). */
type PagePatch = Record<string, unknown>;

// One call serves the three kinds; the answer's type is picked by `kind`, which the contract cannot
// do for a key built from a variable.
const getRecord = <K extends PagePath>(kind: K, id: string, signal?: AbortSignal) =>
  api(`GET /api/pages/${kind as PagePath}/{id}`, { params: { id } }, { signal }) as Promise<Answer<K>>;
const patchRecord = <K extends PagePath>(kind: K, id: string, body: PagePatch) =>
  api(`PATCH /api/pages/${kind as PagePath}/{id}`, { params: { id }, body }) as Promise<Answer<K>>;

/** The whole record for a page's edit form; idle until `enabled` (the access check has passed). */
export function usePageRecord<K extends PagePath>(kind: K, id: string, enabled: boolean) {
  const field: (typeof FIELD)[K] = FIELD[kind];
  return useQuery({
    queryKey: pageKeys.record(kind, id),
    queryFn: ({ signal }) => getRecord(kind, id, signal),
    select: (data): PageRecords[K] => data[field],
    enabled,
    // The form must start from the page as it is now, not as it was when last seen.
    staleTime: 0,
  });
}

/** Saves a page's edit form; the saved record replaces the cached one and the lists of `refresh` go stale. */
export function useUpdatePageRecord<K extends PagePath>(kind: K, id: string, refresh: CatalogueArea[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PagePatch) => patchRecord(kind, id, body),
    // A retried PATCH after a lost answer would write twice and audit twice.
    retry: false,
    onSuccess: async (data) => {
      queryClient.setQueryData(pageKeys.record(kind, id), data);
      await refreshCatalogue(queryClient, refresh);
    },
  });
}
