import { getRsvp, rsvpEvent } from "@/shared/contract/events";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../../auth/guards";
import type { Router } from "../../lib/openapi";
import { existingEntityId } from "../../participation/entities";
import { awardFan } from "../../participation/xp";
import { rsvp, rsvpState } from "./service";

/**
 * /api/events/{id}/rsvp: whether the viewer is going (and how many are), and 'Going!'. Who's Going
 * itself is GET /api/events/{id}/going.
 */
export function rsvpRoutes(router: Router) {
  router.openapi(getRsvp, async (c) => {
    const { db } = c.get("deps").db;
    const id = await existingEntityId(db, "event", c.req.valid("param").id);
    const viewer = await getSessionUser(c);
    return c.json(await rsvpState(db, id, viewer?.id ?? null), 200);
  });

  router.openapi({ ...rsvpEvent, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await existingEntityId(deps.db.db, "event", c.req.valid("param").id);
    const { isNew, rsvpCount } = await rsvp(deps.db.db, id, user.id);
    // 'RSVP Event' once per gig (the button is one-way anyway; the subject key makes sure).
    const xp = isNew ? await awardFan(deps, user, XP_ACTIONS.rsvpEvent, { subjectKey: `event:${id}` }) : null;
    const answer = { going: true, rsvpCount, xp };
    return isNew ? c.json(answer, 201) : c.json(answer, 200);
  });
}
