import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { PostEntityType } from "@/shared/validation/community";
import type { DbOrTx } from "../db/client";
import { posts, postVotes, users } from "../db/schema";
import type { TimeCursor } from "../lib/pagination";

/** The viewer's own vote, or nothing for a visitor (the join then matches no row). */
const viewerVote = (viewerId: string | null): SQL =>
  viewerId ? and(eq(postVotes.postId, posts.id), eq(postVotes.userId, viewerId))! : sql`false`;

/** A post as every reader sees it, with its author's public fields and the viewer's vote. */
export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  entityType: posts.entityType,
  entityId: posts.entityId,
  content: posts.content,
  postCategory: posts.postCategory,
  gifUrl: posts.gifUrl,
  upvotes: posts.upvotes,
  downvotes: posts.downvotes,
  commentsCount: posts.commentsCount,
  hiddenAt: posts.hiddenAt,
  createdAt: posts.createdAt,
  // The text form keeps the microseconds a JavaScript Date drops, for an exact keyset cursor.
  sortTime: sql<string>`${posts.createdAt}::text`,
  authorRole: users.role,
  authorName: users.name,
  authorDisplayName: users.displayName,
  authorAvatarUrl: users.avatarUrl,
  userVote: postVotes.voteType,
};

/**
 * One page of a thread, newest first, in ONE query: posts (with their kept counters), authors, and
 * the viewer's vote. It walks posts_thread_idx (entity, created_at desc, id desc) from the cursor,
 * so page 500 costs what page 1 does.
 */
export function threadPageQuery(
  db: DbOrTx,
  thread: { entityType: PostEntityType; entityId: string },
  viewerId: string | null,
  page: { limit: number; cursor?: TimeCursor },
) {
  const after = page.cursor
    ? sql`(${posts.createdAt}, ${posts.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(postVotes, viewerVote(viewerId))
    .where(and(eq(posts.entityType, thread.entityType), eq(posts.entityId, thread.entityId), after))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(page.limit + 1);
}

export type PostRow = Awaited<ReturnType<typeof threadPageQuery>>[number];

export async function findPostRow(db: DbOrTx, postId: string, viewerId: string | null): Promise<PostRow | undefined> {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .leftJoin(postVotes, viewerVote(viewerId))
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}
