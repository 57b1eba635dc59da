import type { FanActivity, FollowAnswer, ScreamVoteAnswer } from "@/shared/contract/acts";
import type { BringToMyCityAnswer } from "@/shared/contract/bands";
import { XP_ACTIONS } from "@/shared/xp-actions";
import type { SessionUser } from "../auth/guards";
import type { AppDeps } from "../context";
import type { Database } from "../db/client";
import { awardFan } from "../participation/xp";
import { assertCanFollow, assertCanVote } from "./policy";
import { presentActivity } from "./presenter";
import { castVote, readActivity, setBringToMyCity, setFollowing } from "./service";
import type { ActKind } from "./targets";

type Deps = Pick<AppDeps, "db" | "logger">;
type Fan = Pick<SessionUser, "id" | "role">;

/**
 * What a fan does on a band's or an artist's page (001 §4), with its rule and its XP, for the routes
 * in src/server/bands and src/server/artists. `actId` is an existing act's id.
 */
export async function showActivity(
  db: Database,
  kind: ActKind,
  actId: string,
  viewer: Fan | null,
): Promise<FanActivity> {
  const { counters, viewer: mine } = await readActivity(db, kind, actId, viewer?.id ?? null);
  return presentActivity(counters, mine);
}

export async function follow(
  deps: Deps,
  user: Fan,
  kind: ActKind,
  actId: string,
  following: boolean,
): Promise<FollowAnswer> {
  assertCanFollow(user, kind, actId);
  const result = await setFollowing(deps.db.db, kind, user.id, actId, following);
  // Paid once per act (subject key): unfollow → follow again earns nothing more.
  const xp = following ? await awardFan(deps, user, XP_ACTIONS.follow, { subjectKey: `${kind}:${actId}` }) : null;
  return { following: result.following, followerCount: result.followers, xp };
}

export async function screamVote(
  deps: Deps,
  user: Fan,
  kind: ActKind,
  actId: string,
  level: number,
): Promise<ScreamVoteAnswer> {
  assertCanVote(user, kind, actId);
  const result = await castVote(deps.db.db, kind, user.id, actId, level);
  const xp = await awardFan(deps, user, XP_ACTIONS.screamVote, { subjectKey: `${kind}:${actId}` });
  return { vote: result.vote, voteCount: result.voteCount, voteAverage: result.voteAverage, xp };
}

/** Bands only: toggling is free; the reward is once per band. */
export async function bringToMyCity(
  deps: Deps,
  user: Fan,
  bandId: string,
  wanted: boolean,
): Promise<BringToMyCityAnswer> {
  const result = await setBringToMyCity(deps.db.db, user.id, bandId, wanted);
  const xp = result.bringToMyCity
    ? await awardFan(deps, user, XP_ACTIONS.bringToMyCity, { subjectKey: `band:${bandId}` })
    : null;
  return { ...result, xp };
}
