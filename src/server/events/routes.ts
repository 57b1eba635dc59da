import { Hono } from "hono";
import { z } from "zod";
import { getSessionUser } from "../auth/guards";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema } from "../lib/pagination";
import { validate } from "../lib/validate";
import { eventCursorSchema } from "./order";
import { eventExists, GOING_PAGE_SIZE, getEvent, listEventCities, listEvents, listGoing, viewerCity } from "./service";

export const GIG_NOT_FOUND = "Gig not found";

const listQuery = z.object({
  // Blank means All locations.
  city: z
    .string()
    .trim()
    .max(100, "city must be at most 100 characters")
    .optional()
    .transform((city) => city || undefined),
  upcoming: z.enum(["true", "false"], { error: "upcoming must be true or false" }).optional(),
  cursor: cursorParam,
  limit: limitParam(12),
});

const pageQuery = (size: number) => z.object({ cursor: cursorParam, limit: limitParam(size) });

/** Public reads: the gig list (001 §4 order), one gig and its goers. The gig's chat is /api/threads/event/:id. */
export function eventRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", listQuery), async (c) => {
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
    return c.json(page);
  });

  app.get("/cities", async (c) => c.json({ items: await listEventCities(c.get("deps").db.db) }));

  app.get("/:id", async (c) => {
    const event = await getEvent(c.get("deps").db.db, idOrNotFound(c.req.param("id"), GIG_NOT_FOUND));
    if (!event) throw notFound(GIG_NOT_FOUND);
    return c.json(event);
  });

  app.get("/:id/going", validate("query", pageQuery(GOING_PAGE_SIZE)), async (c) => {
    const id = await existingEvent(c.get("deps").db.db, c.req.param("id"));
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listGoing(c.get("deps").db.db, id, { limit, cursor: readCursor(cursor, timeCursorSchema) }));
  });

  return app;
}

async function existingEvent(db: Database, raw: string | undefined) {
  const id = idOrNotFound(raw, GIG_NOT_FOUND);
  if (!(await eventExists(db, id))) throw notFound(GIG_NOT_FOUND);
  return id;
}
