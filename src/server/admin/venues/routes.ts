import { getAdminVenue, updateAdminVenue } from "@/shared/contract/admin/venues";
import { requireAdmin } from "../../auth/guards";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { presentAdminVenue } from "./presenter";
import { findVenue, updateVenue, VENUE_NOT_FOUND } from "./service";

/** /api/admin/venues/{id}: read and update a venue for /venues/{id}/edit (001 §2, §7). */
export function adminVenueRoutes() {
  const router = createRouter();
  router.openapi(getAdminVenue, async (c) => {
    const venue = await findVenue(c.get("deps").db.db, idOrNotFound(c.req.valid("param").id, VENUE_NOT_FOUND));
    return c.json({ venue: presentAdminVenue(venue) }, 200);
  });
  router.openapi(updateAdminVenue, async (c) => {
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, VENUE_NOT_FOUND);
    const venue = await updateVenue(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
    return c.json({ venue: presentAdminVenue(venue) }, 200);
  });
  return router;
}
