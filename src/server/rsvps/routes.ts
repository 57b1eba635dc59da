import { type Context, Hono } from "hono";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { existingEntityId } from "../participation/entities";
import { awardFan } from "../participation/xp";
import { rsvp, rsvpState } from "./service";

/**
 * /api/events/:id/rsvp: whether the viewer is going (and how many are), and 'Going!'. Who's Going
 * itself is GET /api/events/:id/going.
 */
export function rsvpRoutes() {
  const app = new Hono<AppEnv>();
  const gigId = (c: Context<AppEnv>) => existingEntityId(c.get("deps").db.db, "event", c.req.param("id"));

  app.get("/:id/rsvp", async (c) => {
    const id = await gigId(c);
    const viewer = await getSessionUser(c);
    return c.json(await rsvpState(c.get("deps").db.db, id, viewer?.id ?? null));
  });

  app.post("/:id/rsvp", signedIn(), async (c) => {
    const user = await requireUser(c);
    const id = await gigId(c);
    const deps = c.get("deps");
    const { isNew, rsvpCount } = await rsvp(deps.db.db, id, user.id);
    // 'RSVP Event' once per gig (the button is one-way anyway; the subject key makes sure).
    const xp = isNew ? await awardFan(deps, user, XP_ACTIONS.rsvpEvent, { subjectKey: `event:${id}` }) : null;
    return c.json({ going: true, rsvpCount, xp }, isNew ? 201 : 200);
  });

  return app;
}
