import type { Author, Post } from "@/shared/contract/posts";
import type { SessionUser } from "../auth/guards";
import { presentPerson } from "../events/presenter";
import { canDeleteContent } from "./policy";
import type { PostRow } from "./queries";

/** Spec 001 §3: a post's or comment's user_name defaults to 'Anonymous'. */
export const ANONYMOUS = "Anonymous";

export const presentAuthor = (row: {
  userId: string;
  authorRole: string;
  authorName: string | null;
  authorDisplayName: string | null;
  authorAvatarUrl: string | null;
}): Author =>
  presentPerson(
    {
      id: row.userId,
      role: row.authorRole,
      name: row.authorName,
      displayName: row.authorDisplayName,
      avatarUrl: row.authorAvatarUrl,
    },
    ANONYMOUS,
  );

/** A post for the panel and the thread page: never the author's e-mail or role. */
export function presentPost(row: PostRow, viewer: Pick<SessionUser, "id" | "role"> | null): Post {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    content: row.content,
    category: row.postCategory,
    gifUrl: row.gifUrl,
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    commentsCount: row.commentsCount,
    userVote: row.userVote ?? null,
    author: presentAuthor(row),
    canDelete: canDeleteContent(viewer, row.userId),
  };
}
