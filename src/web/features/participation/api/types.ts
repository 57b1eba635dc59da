import type { PostEntityType } from "@/shared/validation/community";
import type { AwardOutcome } from "@/shared/xp-award";

/** The shapes the participation routes answer with (src/server/{fan-activity,posts,…}/presenter.ts). */
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

export type FanActivity = {
  followerCount: number;
  voteCount: number;
  voteAverage: number;
  viewer: { following: boolean; bringToMyCity: boolean; bringCity: string | null; vote: number | null } | null;
};

export type CityDemand = { total: number; cities: { city: string; count: number }[] };

export type FanPhoto = {
  id: string;
  imageUrl: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  author: { id: string; name: string };
};
