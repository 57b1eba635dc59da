/** Posts, comments and fan photos (001 §3, §5). */
import { z } from "zod";
import { COMMENT_MAX_LENGTH, POST_CATEGORIES, POST_ENTITY_TYPES, POST_MAX_LENGTH } from "./community-facts";
import { idField, optionalHttpUrl } from "./fields";
import { MESSAGES, maxChars } from "./messages";

export * from "./community-facts";

/** Trimmed, non-blank, bounded: whitespace-only posts and comments are refused on both sides. */
function content(required: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxChars(max));
}

/** Which thread a post belongs to; usually from the route, kept apart from what the composer sends. */
export const postTargetSchema = z.object({
  entityType: z.enum(POST_ENTITY_TYPES),
  entityId: idField,
});

export const postSchema = z.object({
  content: content(MESSAGES.postRequired, POST_MAX_LENGTH),
  postCategory: z.enum(POST_CATEGORIES).default("general"),
  gifUrl: optionalHttpUrl(),
});

/** Comments and replies (a reply is a comment whose text starts with the replied user's name). */
export const commentSchema = z.object({
  content: content(MESSAGES.commentRequired, COMMENT_MAX_LENGTH),
  gifUrl: optionalHttpUrl(),
});

export type PostInput = z.input<typeof postSchema>;
export type Post = z.output<typeof postSchema>;
export type CommentInput = z.input<typeof commentSchema>;
