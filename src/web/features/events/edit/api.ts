import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

/** GET /api/admin/events/{id}: the whole event and its line-up, times as UTC ISO (admins only). */
export const useAdminEvent = (id: string, enabled: boolean) => useAdminRecord("events", id, enabled);

/**
 * PATCH /api/admin/events/{id}. Afterwards the cached gig lists and pages are refreshed (001 §7),
 * and so are band and venue pages, which list the gig too.
 */
export const useUpdateEvent = (id: string) => useUpdateAdminRecord("events", id, ["events", "venues", "bands"]);
