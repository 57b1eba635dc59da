import { type Context, Hono } from "hono";
import { z } from "zod";
import { SCREAM_MAX, SCREAM_MIN } from "@/shared/scream-o-meter";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { validate } from "../lib/validate";
import { existingEntityId } from "../participation/entities";
import { awardFan } from "../participation/xp";
import { assertCanFollow, assertCanVote } from "./policy";
import { presentActivity, presentCityDemand } from "./presenter";
import { castVote, cityDemand, readActivity, setBringToMyCity, setFollowing } from "./service";
import type { ActKind } from "./targets";

const followBody = z.strictObject({ following: z.boolean({ error: "following must be true or false" }) });
const bringBody = z.strictObject({ wanted: z.boolean({ error: "wanted must be true or false" }) });
const LEVEL_RANGE = `Choose a level from ${SCREAM_MIN} to ${SCREAM_MAX}`;
const voteBody = z.strictObject({
  level: z.number({ error: LEVEL_RANGE }).int(LEVEL_RANGE).min(SCREAM_MIN, LEVEL_RANGE).max(SCREAM_MAX, LEVEL_RANGE),
});
const demandQuery = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(20, "limit must be at most 20")
    .default(5),
});

/**
 * A fan and a band or artist (001 §4): follow, the Scream-O-Meter vote and, for bands, Bring to My
 * City. Mounted under /api/bands and /api/artists. Reads are public; every write needs a session.
 */
export function fanActivityRoutes(kind: ActKind) {
  const app = new Hono<AppEnv>();
  const actId = (c: Context<AppEnv>) => existingEntityId(c.get("deps").db.db, kind, c.req.param("id"));

  app.get("/:id/fan-activity", async (c) => {
    const id = await actId(c);
    const viewer = await getSessionUser(c);
    const { counters, viewer: mine } = await readActivity(c.get("deps").db.db, kind, id, viewer?.id ?? null);
    return c.json(presentActivity(counters, mine));
  });

  app.put("/:id/follow", signedIn(), validate("json", followBody), async (c) => {
    const user = await requireUser(c);
    const id = await actId(c);
    assertCanFollow(user, kind, id);
    const deps = c.get("deps");
    const { following } = c.req.valid("json");
    const result = await setFollowing(deps.db.db, kind, user.id, id, following);
    // Paid once per act (subject key): unfollow → follow again earns nothing more.
    const xp = following ? await awardFan(deps, user, XP_ACTIONS.follow, { subjectKey: `${kind}:${id}` }) : null;
    return c.json({ following: result.following, followerCount: result.followers, xp });
  });

  app.post("/:id/scream-vote", signedIn(), validate("json", voteBody), async (c) => {
    const user = await requireUser(c);
    const id = await actId(c);
    assertCanVote(user, kind, id);
    const deps = c.get("deps");
    const result = await castVote(deps.db.db, kind, user.id, id, c.req.valid("json").level);
    const xp = await awardFan(deps, user, XP_ACTIONS.screamVote, { subjectKey: `${kind}:${id}` });
    return c.json({ vote: result.vote, voteCount: result.voteCount, voteAverage: result.voteAverage, xp }, 201);
  });

  if (kind === "band") {
    app.put("/:id/bring-to-my-city", signedIn(), validate("json", bringBody), async (c) => {
      const user = await requireUser(c);
      const id = await actId(c);
      const deps = c.get("deps");
      const result = await setBringToMyCity(deps.db.db, user.id, id, c.req.valid("json").wanted);
      // Toggling is free; the reward is once per band.
      const xp = result.bringToMyCity
        ? await awardFan(deps, user, XP_ACTIONS.bringToMyCity, { subjectKey: `band:${id}` })
        : null;
      return c.json({ ...result, xp });
    });

    app.get("/:id/city-demand", validate("query", demandQuery), async (c) => {
      const id = await actId(c);
      return c.json(presentCityDemand(await cityDemand(c.get("deps").db.db, id, c.req.valid("query").limit)));
    });
  }
  return app;
}
