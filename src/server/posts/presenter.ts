import type { Author, Post } from "@/shared/contract/posts";
import { authorNameFor } from "@/shared/display-name";
import type { SessionUser } from "../auth/guards";
import { canDeleteContent, visibleText } from "./policy";
import type { PostRow } from "./queries";

/** A post's or comment's author (001 §3: 'Anonymous' without a chosen name). */
export const presentAuthor = (row: {
  userId: string;
  authorRole: string;
  authorName: string | null;
  authorDisplayName: string | null;
  authorAvatarUrl: string | null;
}): Author => ({
  id: row.userId,
  name: authorNameFor({ role: row.authorRole, name: row.authorName, displayName: row.authorDisplayName }),
  avatarUrl: row.authorAvatarUrl,
});

/** A post for the panel and the thread page: never the author's e-mail or role. */
export function presentPost(row: PostRow, viewer: Pick<SessionUser, "id" | "role"> | null): Post {
  return {
    id: row.id,
    entityType: row.entityType,
    entityId: row.entityId,
    ...visibleText(row, viewer),
    category: row.postCategory,
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    commentsCount: row.commentsCount,
    userVote: row.userVote ?? null,
    author: presentAuthor(row),
    canDelete: canDeleteContent(viewer, row.userId),
  };
}
