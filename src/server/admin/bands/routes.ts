import { getAdminBand, updateAdminBand } from "@/shared/contract/admin/bands";
import { requireAdmin } from "../../auth/guards";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { presentAdminBand } from "./presenter";
import { BAND_NOT_FOUND, findBand, updateBand } from "./service";

/** /api/admin/bands/{id}: read and update a band and its members for /bands/{id}/edit (001 §2, §7). */
export function adminBandRoutes() {
  const router = createRouter();
  router.openapi(getAdminBand, async (c) => {
    const band = await findBand(c.get("deps").db.db, idOrNotFound(c.req.valid("param").id, BAND_NOT_FOUND));
    return c.json({ band: presentAdminBand(band) }, 200);
  });
  router.openapi(updateAdminBand, async (c) => {
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, BAND_NOT_FOUND);
    const band = await updateBand(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
    return c.json({ band: presentAdminBand(band) }, 200);
  });
  return router;
}
