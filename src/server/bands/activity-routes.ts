import {
  bringBandToMyCity,
  followBand,
  getBandCityDemand,
  getBandFanActivity,
  screamVoteBand,
} from "@/shared/contract/bands";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { DbOrTx } from "../db/client";
import { bringToMyCity, follow, screamVote, showActivity } from "../fan-activity/actions";
import { cityDemand } from "../fan-activity/service";
import { createRouter } from "../lib/openapi";
import { existingEntityId } from "../participation/entities";

const bandId = (db: DbOrTx, raw: string) => existingEntityId(db, "band", raw);

/**
 * A fan and a band (001 §4): follow, the Scream-O-Meter vote and Bring to My City. Reads are public;
 * every write needs a session. The rules live in src/server/fan-activity (shared with artists).
 */
export function bandActivityRoutes() {
  const router = createRouter();

  router.openapi(getBandFanActivity, async (c) => {
    const { db } = c.get("deps").db;
    const id = await bandId(db, c.req.valid("param").id);
    return c.json(await showActivity(db, "band", id, await getSessionUser(c)), 200);
  });

  router.openapi({ ...followBand, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await bandId(deps.db.db, c.req.valid("param").id);
    return c.json(await follow(deps, user, "band", id, c.req.valid("json").following), 200);
  });

  router.openapi({ ...screamVoteBand, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await bandId(deps.db.db, c.req.valid("param").id);
    return c.json(await screamVote(deps, user, "band", id, c.req.valid("json").level), 201);
  });

  router.openapi({ ...bringBandToMyCity, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const id = await bandId(deps.db.db, c.req.valid("param").id);
    return c.json(await bringToMyCity(deps, user, id, c.req.valid("json").wanted), 200);
  });

  router.openapi(getBandCityDemand, async (c) => {
    const { db } = c.get("deps").db;
    const id = await bandId(db, c.req.valid("param").id);
    return c.json(await cityDemand(db, id, c.req.valid("query").limit), 200);
  });

  return router;
}
