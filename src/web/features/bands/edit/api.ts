import { usePageRecord, useUpdatePageRecord } from "@/web/lib/page-record";

/** GET /api/pages/bands/{id}: the whole band, manager contact included (its managers and admins). */
export const useEditableBand = (id: string, enabled: boolean) => usePageRecord("bands", id, enabled);

/**
 * PATCH /api/pages/bands/{id}. 001 §2: the band is refetched before the page moves on, so the
 * profile shows the new details at once rather than a cached copy; gig cards naming it refresh too.
 */
export const useUpdateBand = (id: string) => useUpdatePageRecord("bands", id, ["bands", "events"]);
