import { Hono } from "hono";
import { patchOf, venueFormSchema } from "@/shared/validation";
import { requireAdmin } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { idOrNotFound } from "../../lib/ids";
import { validate } from "../../lib/validate";
import { presentAdminVenue } from "./presenter";
import { findVenue, updateVenue, VENUE_NOT_FOUND } from "./service";

/** /api/admin/venues/:id: read and update a venue for /venues/{id}/edit (001 §2, §7). */
export function adminVenueRoutes() {
  return new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const venue = await findVenue(c.get("deps").db.db, idOrNotFound(c.req.param("id"), VENUE_NOT_FOUND));
      return c.json({ venue: presentAdminVenue(venue) });
    })
    .patch("/:id", validate("json", patchOf(venueFormSchema)), async (c) => {
      const admin = await requireAdmin(c);
      const id = idOrNotFound(c.req.param("id"), VENUE_NOT_FOUND);
      const venue = await updateVenue(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
      return c.json({ venue: presentAdminVenue(venue) });
    });
}
