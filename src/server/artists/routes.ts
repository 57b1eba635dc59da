import { ARTIST_NOT_FOUND, getArtist, listArtistGigs } from "@/shared/contract/artists";
import type { Database } from "../db/client";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import { listActGigs } from "../lineups/gigs";
import { findArtist } from "./service";

/** The artist behind a user id, or 404 for a malformed id, an unknown one, or an account that is not an artist. */
async function artistOr404(db: Database, userId: string) {
  const artist = await findArtist(db, idOrNotFound(userId, ARTIST_NOT_FOUND));
  if (!artist) throw notFound(ARTIST_NOT_FOUND);
  return artist;
}

/** /api/artists: public reads of an artist's page; what a fan does there is activity-routes.ts. */
export function artistRoutes() {
  const router = createRouter();
  router.openapi(getArtist, async (c) =>
    c.json(await artistOr404(c.get("deps").db.db, c.req.valid("param").userId), 200),
  );
  router.openapi(listArtistGigs, async (c) => {
    const { db } = c.get("deps").db;
    const artist = await artistOr404(db, c.req.valid("param").userId);
    return c.json(
      await listActGigs(db, { kind: "artist", id: artist.id }, { now: new Date(), limit: c.req.valid("query").limit }),
      200,
    );
  });
  return router;
}
