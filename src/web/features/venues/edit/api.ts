import type { VenueDetail } from "@/shared/contract/venues";
import type { VenueForm } from "@/shared/validation/venues";
import { useAdminRecord, useUpdateAdminRecord } from "@/web/lib/admin-record";

/** GET /api/admin/venues/:id: the whole record for the form (admins only), without the detail page's gigs. */
export type AdminVenue = Omit<VenueDetail, "upcomingEvents"> & { updatedAt: string };

export const useAdminVenue = (id: string, enabled: boolean) => useAdminRecord<AdminVenue>("venues", id, enabled);

/** PATCH /api/admin/venues/:id; venue pages, and gig cards that name the venue, refresh. */
export const useUpdateVenue = (id: string) =>
  useUpdateAdminRecord<AdminVenue, VenueForm>("venues", id, ["venues", "events"]);
