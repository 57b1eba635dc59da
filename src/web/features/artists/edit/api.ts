import { usePageRecord, useUpdatePageRecord } from "@/web/lib/page-record";

/** GET /api/pages/artists/{id}: the artist page as its form needs it (the artist, its managers, admins). */
export const useEditableArtist = (id: string, enabled: boolean) => usePageRecord("artists", id, enabled);

/** PATCH /api/pages/artists/{id}; the artist lists and the profile refresh. */
export const useUpdateArtist = (id: string) => useUpdatePageRecord("artists", id, []);
