import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client";
import { commentVotes, postComments, users } from "../db/schema";
import type { TimeCursor } from "../lib/pagination";

const repliedTo = alias(users, "replied_to");

const viewerVote = (viewerId: string | null): SQL =>
  viewerId ? and(eq(commentVotes.commentId, postComments.id), eq(commentVotes.userId, viewerId))! : sql`false`;

const commentColumns = {
  id: postComments.id,
  postId: postComments.postId,
  parentId: postComments.parentId,
  userId: postComments.userId,
  content: postComments.content,
  gifUrl: postComments.gifUrl,
  upvotes: postComments.upvotes,
  downvotes: postComments.downvotes,
  hiddenAt: postComments.hiddenAt,
  createdAt: postComments.createdAt,
  sortTime: sql<string>`${postComments.createdAt}::text`,
  authorRole: users.role,
  authorName: users.name,
  authorDisplayName: users.displayName,
  authorAvatarUrl: users.avatarUrl,
  replyToUserId: postComments.replyToUserId,
  replyToRole: repliedTo.role,
  replyToName: repliedTo.name,
  replyToDisplayName: repliedTo.displayName,
  userVote: commentVotes.voteType,
};

function selectComments(db: DbOrTx, viewerId: string | null) {
  return db
    .select(commentColumns)
    .from(postComments)
    .innerJoin(users, eq(users.id, postComments.userId))
    .leftJoin(repliedTo, eq(repliedTo.id, postComments.replyToUserId))
    .leftJoin(commentVotes, viewerVote(viewerId));
}

/**
 * A post's comments oldest first (001 §7), replies among them in time order, in one query with the
 * authors, the replied-to names and the viewer's votes; keyset pages over post_comments_post_idx.
 */
export function commentPageQuery(
  db: DbOrTx,
  postId: string,
  viewerId: string | null,
  page: { limit: number; cursor?: TimeCursor },
) {
  const after = page.cursor
    ? sql`(${postComments.createdAt}, ${postComments.id}) > (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return selectComments(db, viewerId)
    .where(and(eq(postComments.postId, postId), after))
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(page.limit + 1);
}

export type CommentRow = Awaited<ReturnType<typeof commentPageQuery>>[number];

export async function findCommentRow(
  db: DbOrTx,
  commentId: string,
  viewerId: string | null,
): Promise<CommentRow | undefined> {
  const [row] = await selectComments(db, viewerId).where(eq(postComments.id, commentId)).limit(1);
  return row;
}
