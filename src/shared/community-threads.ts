/**
 * Community threads (001 §2 'Community Posts panel', §3): which categories each thread offers, and
 * where each thread lives on its page (the post thread's back link when there is no history).
 */
import { z } from "zod";
import { GIF_LINK_RULE, isGifRef } from "./gif-url";
import { defaultCategory, isThreadCategory } from "./thread-categories";
import { commentSchema, type PostCategory, type PostEntityType, postSchema } from "./validation/community";

export * from "./thread-categories";

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
