import {
  GIG_NOT_FOUND,
  getEvent as getEventRoute,
  listEventCities as listEventCitiesRoute,
  listEventGoing,
  listEvents as listEventsRoute,
} from "@/shared/contract/events";
import { getSessionUser } from "../auth/guards";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema } from "../lib/pagination";
import { eventCalendarRoutes } from "./calendar/routes";
import { eventCursorSchema } from "./order";
import { rsvpRoutes } from "./rsvp/routes";
import { eventExists, getEvent, listEventCities, listEvents, listGoing, viewerCity } from "./service";
import { ticketRoutes } from "./tickets/routes";

/**
 * /api/events: the gig list (001 §4 order), one gig and its goers, and what a fan does on a gig
 * page (rsvp/, tickets/, calendar/). The gig's chat is /api/threads/event/{id}.
 */
export function eventRoutes() {
  const router = createRouter();

  router.openapi(listEventsRoute, async (c) => {
    const { city, upcoming, cursor, limit } = c.req.valid("query");
    const db = c.get("deps").db.db;
    const user = await getSessionUser(c);
    // Your own city sorts first only under All locations; a chosen city needs no lookup.
    const userCity = city ? null : await viewerCity(db, user?.id);
    const page = await listEvents(
      db,
      { city, upcomingOnly: upcoming === "true", userCity },
      { limit, cursor: readCursor(cursor, eventCursorSchema) },
    );
    return c.json(page, 200);
  });

  // Before /api/events/{id}, which would otherwise take "cities" for an id.
  router.openapi(listEventCitiesRoute, async (c) => c.json({ items: await listEventCities(c.get("deps").db.db) }, 200));

  router.openapi(getEventRoute, async (c) => {
    const event = await getEvent(c.get("deps").db.db, c.req.valid("param").id);
    if (!event) throw notFound(GIG_NOT_FOUND);
    return c.json(event, 200);
  });

  router.openapi(listEventGoing, async (c) => {
    const db = c.get("deps").db.db;
    const id = await existingEvent(db, c.req.valid("param").id);
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listGoing(db, id, { limit, cursor: readCursor(cursor, timeCursorSchema) }), 200);
  });

  rsvpRoutes(router);
  ticketRoutes(router);
  eventCalendarRoutes(router);
  return router;
}

/** The path's gig id (a uuid: the contract's params check it), if that gig exists. */
async function existingEvent(db: Database, id: string) {
  if (!(await eventExists(db, id))) throw notFound(GIG_NOT_FOUND);
  return id;
}
