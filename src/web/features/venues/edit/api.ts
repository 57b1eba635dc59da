import { usePageRecord, useUpdatePageRecord } from "@/web/lib/page-record";

/** GET /api/pages/venues/{id}: the whole record for the form (its managers and admins), without the gigs. */
export const useEditableVenue = (id: string, enabled: boolean) => usePageRecord("venues", id, enabled);

/** PATCH /api/pages/venues/{id}; venue pages, and gig cards that name the venue, refresh. */
export const useUpdateVenue = (id: string) => useUpdatePageRecord("venues", id, ["venues", "events"]);
