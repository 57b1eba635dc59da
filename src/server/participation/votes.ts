import { type SQL, sql } from "drizzle-orm";
import type { VoteType } from "@/shared/contract/posts";
import type { DbOrTx } from "../db/client";

/** What a press did (001 §4): none → adds, the same again → removes, the other → switches. */
export type VoteOutcome = "added" | "removed" | "switched";

export interface VoteTarget {
  /** Fixed identifiers (never input): the voted table and its votes table. */
  table: SQL;
  votes: SQL;
  votesKey: SQL;
}

export const POST_VOTE_TARGET: VoteTarget = {
  table: sql.raw("posts"),
  votes: sql.raw("post_votes"),
  votesKey: sql.raw("post_id"),
};

export const COMMENT_VOTE_TARGET: VoteTarget = {
  table: sql.raw("post_comments"),
  votes: sql.raw("comment_votes"),
  votesKey: sql.raw("comment_id"),
};

export interface VoteResult {
  outcome: VoteOutcome;
  userVote: VoteType | null;
  upvotes: number;
  downvotes: number;
  /** The voted post's or comment's author (no XP for voting on your own words). */
  authorId: string;
}

/**
 * Applies one press inside the caller's transaction, or returns undefined when the target does not
 * exist. The target row is locked first, so every vote on it (the same fan's double tap included)
 * runs one at a time: the fan's previous vote is read under the lock, and the counters change by
 * exactly what the vote row did.
 */
export async function applyVote(
  tx: DbOrTx,
  target: VoteTarget,
  targetId: string,
  userId: string,
  pressed: VoteType,
): Promise<VoteResult | undefined> {
  const locked = await tx.execute<{ user_id: string }>(sql`
    select user_id from ${target.table} where id = ${targetId} for no key update`);
  const authorId = locked.rows[0]?.user_id;
  if (!authorId) return undefined;
  const previous = await tx.execute<{ vote_type: VoteType }>(sql`
    select vote_type from ${target.votes} where ${target.votesKey} = ${targetId} and user_id = ${userId}`);
  const before = previous.rows[0]?.vote_type ?? null;

  let outcome: VoteOutcome;
  if (before === null) {
    outcome = "added";
    await tx.execute(sql`
      insert into ${target.votes} (${target.votesKey}, user_id, vote_type) values (${targetId}, ${userId}, ${pressed})`);
  } else if (before === pressed) {
    outcome = "removed";
    await tx.execute(sql`delete from ${target.votes} where ${target.votesKey} = ${targetId} and user_id = ${userId}`);
  } else {
    outcome = "switched";
    await tx.execute(sql`
      update ${target.votes} set vote_type = ${pressed} where ${target.votesKey} = ${targetId} and user_id = ${userId}`);
  }
  const after = outcome === "removed" ? null : pressed;
  const delta = (type: VoteType) => (after === type ? 1 : 0) - (before === type ? 1 : 0);
  const counted = await tx.execute<{ upvotes: number; downvotes: number }>(sql`
    update ${target.table} set upvotes = upvotes + ${delta("upvote")}, downvotes = downvotes + ${delta("downvote")}
    where id = ${targetId} returning upvotes, downvotes`);
  const row = counted.rows[0]!;
  return { outcome, userVote: after, upvotes: Number(row.upvotes), downvotes: Number(row.downvotes), authorId };
}
