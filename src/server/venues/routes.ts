import {
  getVenue as getVenueRoute,
  listVenueCities as listVenueCitiesRoute,
  listVenueEvents as listVenueEventsRoute,
  listVenues as listVenuesRoute,
  VENUE_NOT_FOUND,
} from "@/shared/contract/venues";
import type { Database } from "../db/client";
import { eventCursorSchema } from "../events/order";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor } from "../lib/pagination";
import { getVenue, listVenueCities, listVenueEvents, listVenues, venueCursorSchema, venueExists } from "./service";

/**
 * Public reads: Discover Venues, one venue and its upcoming gigs. Its comments are
 * /api/threads/venue/{id}; editing a venue is the admin routes' job.
 */
export function venueRoutes() {
  const router = createRouter();

  router.openapi(listVenuesRoute, async (c) => {
    const { location, cursor, limit } = c.req.valid("query");
    const page = await listVenues(
      c.get("deps").db.db,
      { location },
      { limit, cursor: readCursor(cursor, venueCursorSchema) },
    );
    return c.json(page, 200);
  });

  // Before /api/venues/{id}, which would otherwise take "cities" for an id.
  router.openapi(listVenueCitiesRoute, async (c) => c.json({ items: await listVenueCities(c.get("deps").db.db) }, 200));

  router.openapi(getVenueRoute, async (c) => {
    const venue = await getVenue(c.get("deps").db.db, c.req.valid("param").id);
    if (!venue) throw notFound(VENUE_NOT_FOUND);
    return c.json(venue, 200);
  });

  router.openapi(listVenueEventsRoute, async (c) => {
    const db = c.get("deps").db.db;
    const id = await existingVenue(db, c.req.valid("param").id);
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listVenueEvents(db, id, { limit, cursor: readCursor(cursor, eventCursorSchema) }), 200);
  });

  return router;
}

/** The path's venue id (a uuid: the contract's params check it), if that venue exists. */
async function existingVenue(db: Database, id: string) {
  if (!(await venueExists(db, id))) throw notFound(VENUE_NOT_FOUND);
  return id;
}
