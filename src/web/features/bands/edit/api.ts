import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

/** GET /api/admin/bands/{id}: the whole band, manager contact included (admins only). */
export const useAdminBand = (id: string, enabled: boolean) => useAdminRecord("bands", id, enabled);

/**
 * PATCH /api/admin/bands/{id}. 001 §2: the band is refetched before the page moves on, so the
 * profile shows the new details at once rather than a cached copy; gig cards naming it refresh too.
 */
export const useUpdateBand = (id: string) => useUpdateAdminRecord("bands", id, ["bands", "events"]);
