import type { Author, VoteType } from "./types";

/** A comment as GET /api/posts/:id/comments answers (src/server/comments/presenter.ts). */
export type Comment = {
  id: string;
  postId: string;
  /** The top-level comment a reply is filed under; null for a top-level comment. */
  parentId: string | null;
  content: string;
  gifUrl: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  userVote: VoteType | null;
  author: Author;
  /** Whom a reply answers; shown as '@Name' before its words. */
  replyTo: { id: string; name: string } | null;
  canDelete: boolean;
};
