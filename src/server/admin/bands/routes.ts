import { Hono } from "hono";
import { bandEditSchema, patchOf } from "@/shared/validation";
import { requireAdmin } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { idOrNotFound } from "../../lib/ids";
import { validate } from "../../lib/validate";
import { presentAdminBand } from "./presenter";
import { BAND_NOT_FOUND, findBand, updateBand } from "./service";

// A uuid-shaped :id, so /api/admin/bands/pending (the approval queue) never reaches these handlers.
const BAND_ID = "/:id{[0-9a-fA-F-]{36}}";

/** /api/admin/bands/:id: read and update a band and its members for /bands/{id}/edit (001 §2, §7). */
export function adminBandRoutes() {
  return new Hono<AppEnv>()
    .get(BAND_ID, async (c) => {
      const band = await findBand(c.get("deps").db.db, idOrNotFound(c.req.param("id"), BAND_NOT_FOUND));
      return c.json({ band: presentAdminBand(band) });
    })
    .patch(BAND_ID, validate("json", patchOf(bandEditSchema)), async (c) => {
      const admin = await requireAdmin(c);
      const id = idOrNotFound(c.req.param("id"), BAND_NOT_FOUND);
      const band = await updateBand(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
      return c.json({ band: presentAdminBand(band) });
    });
}
