import { getAdminEvent, updateAdminEvent } from "@/shared/contract/admin/events";
import { requireAdmin } from "../../auth/guards";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { presentAdminEvent } from "./presenter";
import { EVENT_NOT_FOUND, findEvent, updateEvent } from "./service";

/** /api/admin/events/{id}: read and update an event and its line-up for /events/{id}/edit (001 §2, §7). */
export function adminEventRoutes() {
  const router = createRouter();
  router.openapi(getAdminEvent, async (c) => {
    const event = await findEvent(c.get("deps").db.db, idOrNotFound(c.req.valid("param").id, EVENT_NOT_FOUND));
    return c.json({ event: presentAdminEvent(event) }, 200);
  });
  router.openapi(updateAdminEvent, async (c) => {
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, EVENT_NOT_FOUND);
    const event = await updateEvent(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
    return c.json({ event: presentAdminEvent(event) }, 200);
  });
  return router;
}
