import { eq, sql } from "drizzle-orm";
import { POST_NOT_FOUND, type ThreadInfo, type VoteType } from "@/shared/contract/posts";
import { threadTopic } from "@/shared/realtime-topics";
import type { PostCategory, PostEntityType } from "@/shared/validation/community";
import type { SessionUser } from "../auth/guards";
import type { Database, DbOrTx } from "../db/client";
import { artists, bands, events, posts, users, venues } from "../db/schema";
import { forbidden, notFound } from "../lib/errors";
import { notifyVoteMilestones } from "../notifications/events";
import { applyVote, POST_VOTE_TARGET } from "../participation/votes";
import { publish } from "../realtime/notify";
import { auditModeration, labelOf } from "../reports/targets";
import { canDeleteContent } from "./policy";
import { findPostRow } from "./queries";

type Thread = { entityType: PostEntityType; entityId: string };

/** Every open copy of the thread (panel) and of the post's own page hears what changed. */
async function announce(tx: DbOrTx, thread: Thread, postId: string, event: string, data: Record<string, unknown>) {
  await publish(tx, { topic: threadTopic(thread.entityType, thread.entityId), event, data: { postId, ...data } });
  await publish(tx, { topic: threadTopic("post", postId), event, data: { postId, ...data } });
}

export async function createPost(
  db: Database,
  userId: string,
  thread: Thread,
  input: { content: string; postCategory: PostCategory; gifUrl: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ userId, ...thread, content: input.content, postCategory: input.postCategory, gifUrl: input.gifUrl })
      .returning({ id: posts.id });
    // Only the id travels (NOTIFY payloads are small); listeners fetch the post they were told of.
    await publish(tx, {
      topic: threadTopic(thread.entityType, thread.entityId),
      event: "post-created",
      data: { postId: row!.id },
    });
    return row!.id;
  });
}

export async function deletePost(db: Database, user: Pick<SessionUser, "id" | "role">, postId: string) {
  await db.transaction(async (tx) => {
    const [post] = await tx
      .select({ userId: posts.userId, entityType: posts.entityType, entityId: posts.entityId, content: posts.content })
      .from(posts)
      .where(eq(posts.id, postId))
      .for("update");
    if (!post) throw notFound(POST_NOT_FOUND);
    if (!canDeleteContent(user, post.userId)) throw forbidden("You can only delete your own posts.");
    // An admin removing someone's post is a moderation act: it leaves an audit row (issue 16 §4).
    if (post.userId !== user.id) {
      await auditModeration(tx, user.id, "delete", { targetType: "post", targetId: postId }, labelOf(post.content), {
        authorId: post.userId,
      });
    }
    // Votes and comments go with it (foreign keys cascade).
    await tx.delete(posts).where(eq(posts.id, postId));
    await announce(tx, { entityType: post.entityType, entityId: post.entityId }, postId, "post-deleted", {});
  });
}

/** One press on a post's up or down arrow (001 §4), with the new totals announced at commit. */
export async function votePost(db: Database, userId: string, postId: string, pressed: VoteType) {
  return db.transaction(async (tx) => {
    const result = await applyVote(tx, POST_VOTE_TARGET, postId, userId, pressed);
    if (!result) throw notFound(POST_NOT_FOUND);
    const [thread] = await tx
      .select({ entityType: posts.entityType, entityId: posts.entityId })
      .from(posts)
      .where(eq(posts.id, postId));
    await announce(tx, thread!, postId, "post-votes", { upvotes: result.upvotes, downvotes: result.downvotes });
    await notifyVoteMilestones(tx, { target: "post", targetId: postId, postId, ...result });
    return result;
  });
}

/** What the post thread page's header names: the band and its genre, or the page the thread is on. */
export async function threadInfo(db: DbOrTx, thread: Thread): Promise<ThreadInfo> {
  const id = thread.entityId;
  const row = await {
    band: () => db.select({ name: bands.name, genre: bands.primaryGenre }).from(bands).where(eq(bands.id, id)),
    artist: () =>
      db
        .select({ name: users.name, genre: sql<string | null>`coalesce(${artists.primaryGenre}, ${artists.genre})` })
        .from(users)
        .leftJoin(artists, eq(artists.userId, users.id))
        .where(eq(users.id, id)),
    event: () => db.select({ name: events.name, genre: events.genre }).from(events).where(eq(events.id, id)),
    venue: () => db.select({ name: venues.name, genre: venues.genre }).from(venues).where(eq(venues.id, id)),
  }
    [thread.entityType]()
    .then((rows) => rows[0]);
  return { ...thread, name: row?.name ?? null, genre: row?.genre ?? null };
}

export async function getPost(db: Database, postId: string, viewerId: string | null) {
  const row = await findPostRow(db, postId, viewerId);
  if (!row) throw notFound(POST_NOT_FOUND);
  return { row, thread: await threadInfo(db, { entityType: row.entityType, entityId: row.entityId }) };
}
