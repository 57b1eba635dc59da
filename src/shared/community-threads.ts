/**
 * Community threads (001 §2 'Community Posts panel', §3): which categories each thread offers, and
 * where each thread lives on its page (the post thread's back link when there is no history).
 */
import { z } from "zod";
import { GIF_LINK_RULE, isGifRef } from "./gif-url";
import {
  commentSchema,
  POST_CATEGORY_LABELS,
  type PostCategory,
  type PostEntityType,
  postSchema,
} from "./validation/community";

/**
 * 001 §3: the default set is general, fan-art and discussion; band chat adds gossip; venues and gig
 * chats have their own sets. The first category is the composer's preselected one.
 */
export const THREAD_CATEGORIES: Readonly<Record<PostEntityType, readonly PostCategory[]>> = {
  band: ["general", "fan-art", "discussion", "gossip"],
  artist: ["general", "fan-art", "discussion"],
  venue: ["gig-talk", "tickets", "location", "amenities"],
  event: ["buddy", "tickets", "venue", "gossip"],
};

export const defaultCategory = (entityType: PostEntityType): PostCategory => THREAD_CATEGORIES[entityType][0]!;

export const isThreadCategory = (entityType: PostEntityType, category: string): category is PostCategory =>
  (THREAD_CATEGORIES[entityType] as readonly string[]).includes(category);

/** A category's label; one the thread no longer offers still reads as its own name. */
export const categoryLabel = (category: string): string =>
  (POST_CATEGORY_LABELS as Record<string, string>)[category] ?? category;

/** The page section holding each kind of thread (the anchors of 001 §2). */
export const THREAD_ANCHORS: Readonly<Record<PostEntityType, string>> = {
  band: "band-chat",
  artist: "tribe-gossip",
  event: "chat",
  venue: "comments",
};

const PAGE_PATHS: Readonly<Record<PostEntityType, string>> = {
  band: "/bands/",
  artist: "/artists/",
  event: "/events/",
  venue: "/venues/",
};

/** '/bands/{id}#band-chat': where a thread is read on its page. */
export const threadPagePath = (entityType: PostEntityType, entityId: string): string =>
  `${PAGE_PATHS[entityType]}${entityId}#${THREAD_ANCHORS[entityType]}`;

/** The composer's form and the API's body: the post's words, its category and an optional GIF. */
export function threadPostSchema(entityType: PostEntityType) {
  return z.object({
    content: postSchema.shape.content,
    postCategory: z
      .string()
      .optional()
      .transform((value) => value || defaultCategory(entityType))
      .refine((value): value is PostCategory => isThreadCategory(entityType, value), { error: CATEGORY_RULE }),
    gifUrl: gifRefField,
  });
}

export const CATEGORY_RULE = "Choose one of this thread's categories";

/** Blank or absent: no GIF; otherwise one of ours or an accepted link (shared/gif-url.ts). */
export const gifRefField = z
  .string()
  .trim()
  .max(2048, GIF_LINK_RULE)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || isGifRef(value), { error: GIF_LINK_RULE });

/** Comments and replies: the words, an optional GIF, and the comment replied to. */
export const threadCommentSchema = z.object({
  content: commentSchema.shape.content,
  gifUrl: gifRefField,
  parentId: z
    .guid({ error: "That is not a comment you can reply to." })
    .nullish()
    .transform((value) => value ?? null),
});
