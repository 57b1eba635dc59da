import {
  addEventToCalendar,
  GIG_NOT_FOUND,
  getCalendarChoice,
  getEventIcs,
  removeEventFromCalendar,
} from "@/shared/contract/events";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../../auth/guards";
import { buildIcs } from "../../calendar/ics";
import { icsResponse, uidDomain } from "../../calendar/respond";
import { gigForCalendar } from "../../calendar/service";
import { conflict, notFound, unprocessable } from "../../lib/errors";
import type { Router } from "../../lib/openapi";
import { existingEntityId } from "../../participation/entities";
import { awardFan } from "../../participation/xp";
import { addToCalendar, calendarChoice, removeFromCalendar } from "./service";

export const ALREADY_ADDED = "This event is already in your calendar.";
export const NO_DATE = "This gig has no date yet, so it can't go in a calendar.";
const NOT_IN_CALENDAR = "This gig is not in your calendar.";

/**
 * /api/events/{id}/calendar (001 §4, §8): which calendar the fan added the gig to, adding it (one
 * record per fan and gig; a second is 'Already Added'), removing it, and the gig's .ics for Apple.
 * The fan's own feed of all their gigs is /api/calendar (src/server/calendar).
 */
export function eventCalendarRoutes(router: Router) {
  router.openapi({ ...getCalendarChoice, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const { db } = c.get("deps").db;
    const id = await existingEntityId(db, "event", c.req.valid("param").id);
    return c.json({ provider: await calendarChoice(db, user.id, id) }, 200);
  });

  router.openapi({ ...addEventToCalendar, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await existingEntityId(deps.db.db, "event", c.req.valid("param").id);
    const { provider } = c.req.valid("json");
    if (!(await addToCalendar(deps.db.db, user.id, id, provider))) throw conflict(ALREADY_ADDED, "already_added");
    // Once per gig: removing and adding again earns nothing more.
    const xp = await awardFan(deps, user, XP_ACTIONS.addEventToCalendar, { subjectKey: `event:${id}` });
    return c.json({ provider, xp }, 201);
  });

  router.openapi({ ...removeEventFromCalendar, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const { db } = c.get("deps").db;
    const id = await existingEntityId(db, "event", c.req.valid("param").id);
    if (!(await removeFromCalendar(db, user.id, id))) throw notFound(NOT_IN_CALENDAR);
    return c.json({ provider: null }, 200);
  });

  // Public: the file only says what the gig page says, and Apple's calendar opens it without a session.
  router.openapi(getEventIcs, async (c) => {
    const deps = c.get("deps");
    const id = await existingEntityId(deps.db.db, "event", c.req.valid("param").id);
    const gig = await gigForCalendar(deps.db.db, id, deps.env.APP_URL);
    if (!gig) throw notFound(GIG_NOT_FOUND);
    if (gig === "undated") throw unprocessable(NO_DATE);
    return icsResponse(c, buildIcs([gig], { uidDomain: uidDomain(c) }), `attachment; filename="gig-${id}.ics"`);
  });
}
