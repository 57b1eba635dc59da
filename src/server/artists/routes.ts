import { Hono } from "hono";
import { z } from "zod";
import { actFilterQuery } from "@/shared/contract/bands";
import { ARTIST_GIGS, listGigs } from "../bands/gigs";
import { listThreadPosts } from "../bands/threads";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { cursorParam, limitParam } from "../lib/pagination";
import { validate } from "../lib/validate";
import { DISCOVER_TYPES, listDiscover } from "./discover";
import { listDiscoverLocations } from "./locations";
import { findArtist } from "./service";

export const NO_ARTIST_ID = "No artist ID provided";
export const ARTIST_NOT_FOUND = "Artist not found";

const userIdParam = z.object({ userId: z.string().trim().min(1, NO_ARTIST_ID) });
const gigsQuery = z.object({ limit: limitParam(12) });
const postsQuery = z.object({ cursor: cursorParam, limit: limitParam(10) });
const typeParam = z.enum(DISCOVER_TYPES, { error: "Type must be all, artist or band" }).default("all");
const discoverQuery = z.object({ ...actFilterQuery, type: typeParam, cursor: cursorParam, limit: limitParam(24) });

const isUuid = (value: string) => z.guid().safeParse(value).success;

/** The artist behind a user id, or 404 for a malformed id, an unknown one, or an account that is not an artist. */
async function artistOr404(db: Database, userId: string) {
  const artist = isUuid(userId) ? await findArtist(db, userId) : undefined;
  if (!artist) throw notFound(ARTIST_NOT_FOUND);
  return artist;
}

/** /api/artists: public reads of an artist's page. */
export function artistRoutes() {
  return new Hono<AppEnv>()
    .get("/:userId", validate("param", userIdParam), async (c) => {
      return c.json(await artistOr404(c.get("deps").db.db, c.req.valid("param").userId));
    })
    .get("/:userId/gigs", validate("param", userIdParam), validate("query", gigsQuery), async (c) => {
      const { db } = c.get("deps").db;
      const artist = await artistOr404(db, c.req.valid("param").userId);
      return c.json(
        await listGigs(db, ARTIST_GIGS, artist.userId!, { now: new Date(), limit: c.req.valid("query").limit }),
      );
    })
    .get("/:userId/posts", validate("param", userIdParam), validate("query", postsQuery), async (c) => {
      const { db } = c.get("deps").db;
      const artist = await artistOr404(db, c.req.valid("param").userId);
      return c.json(
        await listThreadPosts(db, { entityType: "artist", entityId: artist.userId! }, c.req.valid("query")),
      );
    });
}

/** /api/discover: the merged artists-and-bands list of /artists, and its location choices. */
export function discoverRoutes() {
  return new Hono<AppEnv>()
    .get("/", validate("query", discoverQuery), async (c) => {
      return c.json(await listDiscover(c.get("deps").db.db, c.req.valid("query")));
    })
    .get("/locations", validate("query", z.object({ type: typeParam })), async (c) => {
      // The same for everyone and slow to change: let the browser keep it for a few minutes.
      c.header("Cache-Control", "public, max-age=300");
      return c.json({ items: await listDiscoverLocations(c.get("deps").db.db, c.req.valid("query").type) });
    });
}
