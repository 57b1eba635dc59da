import { Hono } from "hono";
import { eventFieldsSchema, patchOf } from "@/shared/validation";
import { requireAdmin } from "../../auth/guards";
import type { AppEnv } from "../../context";
import { idOrNotFound } from "../../lib/ids";
import { validate } from "../../lib/validate";
import { presentAdminEvent } from "./presenter";
import { EVENT_NOT_FOUND, findEvent, updateEvent } from "./service";

/** /api/admin/events/:id: read and update an event and its line-up for /events/{id}/edit (001 §2, §7). */
export function adminEventRoutes() {
  return new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const event = await findEvent(c.get("deps").db.db, idOrNotFound(c.req.param("id"), EVENT_NOT_FOUND));
      return c.json({ event: presentAdminEvent(event) });
    })
    .patch("/:id", validate("json", patchOf(eventFieldsSchema)), async (c) => {
      const admin = await requireAdmin(c);
      const id = idOrNotFound(c.req.param("id"), EVENT_NOT_FOUND);
      const event = await updateEvent(c.get("deps").db.db, admin.id, id, c.req.valid("json"));
      return c.json({ event: presentAdminEvent(event) });
    });
}
