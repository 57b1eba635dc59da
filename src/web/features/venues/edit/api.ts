import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

/** GET /api/admin/venues/{id}: the whole record for the form (admins only), without the detail page's gigs. */
export const useAdminVenue = (id: string, enabled: boolean) => useAdminRecord("venues", id, enabled);

/** PATCH /api/admin/venues/{id}; venue pages, and gig cards that name the venue, refresh. */
export const useUpdateVenue = (id: string) => useUpdateAdminRecord("venues", id, ["venues", "events"]);
