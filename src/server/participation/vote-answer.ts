import type { VoteAnswer, VoteType } from "@/shared/contract/posts";
import { XP_ACTIONS } from "@/shared/xp-actions";
import type { SessionUser } from "../auth/guards";
import type { AppDeps } from "../context";
import { votePays } from "../posts/policy";
import type { VoteResult } from "./votes";
import { awardFan } from "./xp";

/**
 * What a press on a post's or comment's arrow answers: the new totals, the fan's vote and the XP.
 * 'Upvote or React to Post' / 'Downvote Post' pay on the first vote of each kind per subject
 * (`post:{id}`, `comment:{id}`); taking a vote back, voting again, or voting on your own words
 * earns nothing.
 */
export async function answerVote(
  deps: Pick<AppDeps, "db" | "logger">,
  user: Pick<SessionUser, "id" | "role">,
  pressed: VoteType,
  subjectKey: string,
  result: VoteResult,
): Promise<VoteAnswer> {
  const action = pressed === "upvote" ? XP_ACTIONS.upvotePost : XP_ACTIONS.downvotePost;
  const pays = result.outcome !== "removed" && votePays(user.id, result.authorId);
  const xp = pays ? await awardFan(deps, user, action, { subjectKey }) : null;
  return { upvotes: result.upvotes, downvotes: result.downvotes, userVote: result.userVote, xp };
}
