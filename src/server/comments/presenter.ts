import type { Comment } from "@/shared/contract/posts";
import { authorNameFor } from "@/shared/display-name";
import type { SessionUser } from "../auth/guards";
import { canDeleteContent, visibleText } from "../posts/policy";
import { presentAuthor } from "../posts/presenter";
import type { CommentRow } from "./queries";

/**
 * A comment with its author and, for a reply, whom it answers: the page shows '@Name' before the
 * words (001 §5 'prefixed with the replied user's name'), from the account as it is now.
 */
export function presentComment(row: CommentRow, viewer: Pick<SessionUser, "id" | "role"> | null): Comment {
  const replyTo =
    row.replyToUserId && row.replyToRole
      ? {
          id: row.replyToUserId,
          name: authorNameFor({ role: row.replyToRole, name: row.replyToName, displayName: row.replyToDisplayName }),
        }
      : null;
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    ...visibleText(row, viewer),
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    userVote: row.userVote ?? null,
    author: presentAuthor(row),
    replyTo,
    canDelete: canDeleteContent(viewer, row.userId),
  };
}
