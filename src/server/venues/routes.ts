import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { eventCursorSchema } from "../events/order";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor } from "../lib/pagination";
import { validate } from "../lib/validate";
import {
  getVenue,
  listVenueCities,
  listVenueEvents,
  listVenues,
  VENUE_EVENTS_PAGE_SIZE,
  venueCursorSchema,
  venueExists,
} from "./service";

export const VENUE_NOT_FOUND = "Venue not found";

const listQuery = z.object({
  location: z.string().trim().max(200, "location must be at most 200 characters").optional(),
  cursor: cursorParam,
  limit: limitParam(12),
});

const pageQuery = (size: number) => z.object({ cursor: cursorParam, limit: limitParam(size) });

/** Public reads: Discover Venues, one venue and its upcoming gigs. Its comments are /api/threads/venue/:id. */
export function venueRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", listQuery), async (c) => {
    const { location, cursor, limit } = c.req.valid("query");
    const page = await listVenues(
      c.get("deps").db.db,
      { location },
      { limit, cursor: readCursor(cursor, venueCursorSchema) },
    );
    return c.json(page);
  });

  app.get("/cities", async (c) => c.json({ items: await listVenueCities(c.get("deps").db.db) }));

  app.get("/:id", async (c) => {
    const venue = await getVenue(c.get("deps").db.db, idOrNotFound(c.req.param("id"), VENUE_NOT_FOUND));
    if (!venue) throw notFound(VENUE_NOT_FOUND);
    return c.json(venue);
  });

  app.get("/:id/events", validate("query", pageQuery(VENUE_EVENTS_PAGE_SIZE)), async (c) => {
    const db = c.get("deps").db.db;
    const id = await existingVenue(db, c.req.param("id"));
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listVenueEvents(db, id, { limit, cursor: readCursor(cursor, eventCursorSchema) }));
  });

  return app;
}

async function existingVenue(db: Database, raw: string | undefined) {
  const id = idOrNotFound(raw, VENUE_NOT_FOUND);
  if (!(await venueExists(db, id))) throw notFound(VENUE_NOT_FOUND);
  return id;
}
