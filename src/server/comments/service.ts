import { eq, or, sql } from "drizzle-orm";
import { COMMENT_NOT_FOUND } from "@/shared/contract/comments";
import { POST_NOT_FOUND, type VoteType } from "@/shared/contract/posts";
import { threadTopic } from "@/shared/realtime-topics";
import type { SessionUser } from "../auth/guards";
import type { Database, DbOrTx } from "../db/client";
import { postComments, posts } from "../db/schema";
import { forbidden, notFound, unprocessable } from "../lib/errors";
import { notifyNewComment, notifyVoteMilestones } from "../notifications/events";
import { applyVote, COMMENT_VOTE_TARGET } from "../participation/votes";
import { canDeleteContent } from "../posts/policy";
import { publish } from "../realtime/notify";
import { auditModeration, labelOf } from "../reports/targets";

export const NOT_A_REPLY_TARGET = "That is not a comment you can reply to.";

type PostThread = { entityType: "band" | "artist" | "event" | "venue"; entityId: string; authorId: string };

/**
 * Locks the post (its comments_count changes) and returns its thread. Every path that changes a
 * post's comments takes this lock first, so two of them never wait on each other in a circle.
 */
async function lockPost(tx: DbOrTx, postId: string): Promise<PostThread> {
  const [post] = await tx
    .select({ entityType: posts.entityType, entityId: posts.entityId, authorId: posts.userId })
    .from(posts)
    .where(eq(posts.id, postId))
    .for("no key update");
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

/** The post's page hears every comment change; the thread's panel only needs the new count. */
async function announce(tx: DbOrTx, thread: PostThread, postId: string, event: string, data: Record<string, unknown>) {
  await publish(tx, { topic: threadTopic("post", postId), event, data: { postId, ...data } });
  if ("commentsCount" in data) {
    await publish(tx, {
      topic: threadTopic(thread.entityType, thread.entityId),
      event: "post-comments",
      data: { postId, commentsCount: data.commentsCount },
    });
  }
}

async function addToCount(tx: DbOrTx, postId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ commentsCount: sql`${posts.commentsCount} + ${delta}` })
    .where(eq(posts.id, postId))
    .returning({ commentsCount: posts.commentsCount });
  return row!.commentsCount;
}

/**
 * A comment, or a reply: replies nest one level, so answering a reply files the new one under the
 * same top-level comment, addressed to the reply's author.
 */
export async function createComment(
  db: Database,
  userId: string,
  postId: string,
  input: { content: string; gifUrl: string | null; parentId: string | null },
) {
  return db.transaction(async (tx) => {
    const thread = await lockPost(tx, postId);
    let parentId: string | null = null;
    let replyToUserId: string | null = null;
    if (input.parentId) {
      const [parent] = await tx
        .select({
          id: postComments.id,
          parentId: postComments.parentId,
          userId: postComments.userId,
          postId: postComments.postId,
        })
        .from(postComments)
        .where(eq(postComments.id, input.parentId));
      if (!parent || parent.postId !== postId)
        throw unprocessable(NOT_A_REPLY_TARGET, { parentId: [NOT_A_REPLY_TARGET] });
      parentId = parent.parentId ?? parent.id;
      replyToUserId = parent.userId;
    }
    const [row] = await tx
      .insert(postComments)
      .values({ postId, userId, parentId, replyToUserId, content: input.content, gifUrl: input.gifUrl })
      .returning({ id: postComments.id });
    const commentsCount = await addToCount(tx, postId, 1);
    await announce(tx, thread, postId, "comment-created", { commentId: row!.id, commentsCount });
    await notifyNewComment(tx, { postId, authorId: userId, postAuthorId: thread.authorId, replyToUserId, parentId });
    return { commentId: row!.id, commentsCount };
  });
}

/** Deletes a comment and, for a top-level one, its replies; the post's count drops by all of them. */
export async function deleteComment(db: Database, user: Pick<SessionUser, "id" | "role">, commentId: string) {
  const [found] = await db
    .select({ postId: postComments.postId })
    .from(postComments)
    .where(eq(postComments.id, commentId));
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  return db.transaction(async (tx) => {
    const thread = await lockPost(tx, found.postId);
    const [comment] = await tx
      .select({ userId: postComments.userId, content: postComments.content })
      .from(postComments)
      .where(eq(postComments.id, commentId))
      .for("update");
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (!canDeleteContent(user, comment.userId)) throw forbidden("You can only delete your own comments.");
    // An admin removing someone's comment is a moderation act: it leaves an audit row (issue 16 §4).
    if (comment.userId !== user.id) {
      const target = { targetType: "comment", targetId: commentId } as const;
      await auditModeration(tx, user.id, "delete", target, labelOf(comment.content), {
        authorId: comment.userId,
        postId: found.postId,
      });
    }
    const deleted = await tx
      .delete(postComments)
      .where(or(eq(postComments.id, commentId), eq(postComments.parentId, commentId)))
      .returning({ id: postComments.id });
    const commentsCount = await addToCount(tx, found.postId, -deleted.length);
    await announce(tx, thread, found.postId, "comment-deleted", {
      commentIds: deleted.map((d) => d.id),
      commentsCount,
    });
    return { postId: found.postId, commentsCount };
  });
}

export async function voteComment(db: Database, userId: string, commentId: string, pressed: VoteType) {
  return db.transaction(async (tx) => {
    const result = await applyVote(tx, COMMENT_VOTE_TARGET, commentId, userId, pressed);
    if (!result) throw notFound(COMMENT_NOT_FOUND);
    const [comment] = await tx
      .select({ postId: postComments.postId })
      .from(postComments)
      .where(eq(postComments.id, commentId));
    await publish(tx, {
      topic: threadTopic("post", comment!.postId),
      event: "comment-votes",
      data: { postId: comment!.postId, commentId, upvotes: result.upvotes, downvotes: result.downvotes },
    });
    await notifyVoteMilestones(tx, { target: "comment", targetId: commentId, postId: comment!.postId, ...result });
    return result;
  });
}
