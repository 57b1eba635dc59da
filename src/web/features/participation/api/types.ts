import type { PostEntityType } from "@/shared/validation/community";
import type { AwardOutcome } from "@/shared/xp-award";

/** The shapes the routes not yet described in src/shared/contract answer with (posts, comments, events). */
export type XpField = { xp: AwardOutcome | null };

export type VoteType = "upvote" | "downvote";

export type Author = { id: string; name: string; avatarUrl: string | null };

export type Post = {
  id: string;
  entityType: PostEntityType;
  entityId: string;
  content: string;
  category: string;
  gifUrl: string | null;
  createdAt: string;
  upvotes: number;
  downvotes: number;
  commentsCount: number;
  userVote: VoteType | null;
  author: Author;
  canDelete: boolean;
};

export type Page<T> = { items: T[]; nextCursor: string | null };

export type VoteAnswer = XpField & { upvotes: number; downvotes: number; userVote: VoteType | null };
