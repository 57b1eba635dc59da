import { followArtist, getArtistFanActivity, screamVoteArtist } from "@/shared/contract/artists";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { DbOrTx } from "../db/client";
import { follow, screamVote, showActivity } from "../fan-activity/actions";
import { createRouter } from "../lib/openapi";
import { existingEntityId } from "../participation/entities";

const artistId = (db: DbOrTx, raw: string) => existingEntityId(db, "artist", raw);

/**
 * A fan and an artist (001 §4): follow and the Scream-O-Meter vote, never for yourself. Reads are
 * public; every write needs a session. The rules live in src/server/fan-activity (shared with bands).
 */
export function artistActivityRoutes() {
  const router = createRouter();

  router.openapi(getArtistFanActivity, async (c) => {
    const { db } = c.get("deps").db;
    const id = await artistId(db, c.req.valid("param").userId);
    return c.json(await showActivity(db, "artist", id, await getSessionUser(c)), 200);
  });

  router.openapi({ ...followArtist, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await artistId(deps.db.db, c.req.valid("param").userId);
    return c.json(await follow(deps, user, "artist", id, c.req.valid("json").following), 200);
  });

  router.openapi({ ...screamVoteArtist, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await artistId(deps.db.db, c.req.valid("param").userId);
    return c.json(await screamVote(deps, user, "artist", id, c.req.valid("json").level), 201);
  });

  return router;
}
