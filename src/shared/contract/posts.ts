/**
 * /api/posts: one community post (the thread page's deep link), deleting it, voting on it, and its
 * comments (001 §4, §7). Served by src/server/posts.
 */
import { threadCommentSchema } from "../community-threads";
import { POST_ENTITY_TYPES } from "../validation/community";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { pageQuery, uuidPathParam } from "./params";
import { xpField } from "./xp-award";

export const POST_NOT_FOUND = "Post not found";
export const COMMENT_PAGE_SIZE = 50;
const tags: ["Posts"] = ["Posts"];

export const VOTE_TYPES = ["upvote", "downvote"] as const;
export const voteTypeSchema = z.enum(VOTE_TYPES);
export type VoteType = z.infer<typeof voteTypeSchema>;

/** One press on a post's or comment's arrow: none → adds, the same again → removes, the other → switches. */
export const voteBodySchema = z.strictObject({
  voteType: z.enum(VOTE_TYPES, { error: "voteType must be upvote or downvote" }),
});

export const voteAnswerSchema = z
  .object({ upvotes: z.number().int(), downvotes: z.number().int(), userVote: voteTypeSchema.nullable(), ...xpField })
  .openapi("VoteAnswer");
export type VoteAnswer = z.infer<typeof voteAnswerSchema>;

/** A post's or comment's author: public fields only; a member without a name reads 'Anonymous'. */
export const authorSchema = z
  .object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() })
  .openapi("Author");
export type Author = z.infer<typeof authorSchema>;

export const postSchema = z
  .object({
    id: z.string(),
    entityType: z.enum(POST_ENTITY_TYPES),
    entityId: z.string(),
    content: z.string(),
    /** A category the thread offered when the post was written (shared/community-threads.ts). */
    category: z.string(),
    gifUrl: z.string().nullable(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    commentsCount: z.number().int(),
    /** The viewer's own vote; null for visitors. */
    userVote: voteTypeSchema.nullable(),
    author: authorSchema,
    /** The viewer wrote it or is an admin. */
    canDelete: z.boolean(),
    /**
     * Hidden by a moderator (issue 16 §4). Its author and admins still get its words; everyone else
     * gets content '' and no GIF, and shows 'This post was removed by a moderator.'
     */
    removed: z.boolean(),
  })
  .openapi("Post");
export type Post = z.infer<typeof postSchema>;

export const threadInfoSchema = z
  .object({
    entityType: z.enum(POST_ENTITY_TYPES),
    entityId: z.string(),
    /** The band, artist, gig or venue the thread is on; null when it is gone. */
    name: z.string().nullable(),
    genre: z.string().nullable(),
  })
  .openapi("ThreadInfo");
export type ThreadInfo = z.infer<typeof threadInfoSchema>;

export const postDetailSchema = z.object({ post: postSchema, thread: threadInfoSchema }).openapi("PostDetail");
export type PostDetail = z.infer<typeof postDetailSchema>;

export const commentSchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    /** The top-level comment a reply is filed under; null for a top-level comment. */
    parentId: z.string().nullable(),
    content: z.string(),
    gifUrl: z.string().nullable(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    userVote: voteTypeSchema.nullable(),
    author: authorSchema,
    /** Whom a reply answers; shown as '@Name' before its words. */
    replyTo: z.object({ id: z.string(), name: z.string() }).nullable(),
    canDelete: z.boolean(),
    /** Hidden by a moderator: as a post's `removed`. */
    removed: z.boolean(),
  })
  .openapi("Comment");
export type Comment = z.infer<typeof commentSchema>;

const postParams = uuidPathParam("id", "Post ID is required", POST_NOT_FOUND);

export const getPost = defineRoute({
  method: "get",
  path: "/api/posts/{id}",
  tags,
  summary: "One post and the thread it is in (the post thread page)",
  request: { params: postParams },
  responses: { 200: jsonContent(postDetailSchema, "The post, with the viewer's vote") },
  errors: [404, 422],
});

export const deletePost = defineRoute({
  method: "delete",
  path: "/api/posts/{id}",
  tags,
  summary: "Delete a post with its comments and votes (the author or an admin)",
  request: { params: postParams },
  responses: { 204: { description: "Deleted" } },
  errors: [401, 403, 404, 422],
});

export const votePost = defineRoute({
  method: "post",
  path: "/api/posts/{id}/vote",
  tags,
  summary: "Press a post's up or down arrow (pays on the first vote of each kind, never on your own post)",
  request: {
    params: postParams,
    body: { content: { "application/json": { schema: voteBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(voteAnswerSchema, "The new totals and the viewer's vote") },
  errors: [401, 404, 415, 422, 429],
});

export const listPostComments = defineRoute({
  method: "get",
  path: "/api/posts/{id}/comments",
  tags,
  summary: "A post's comments, oldest first, replies among them in time order",
  request: { params: postParams, query: z.object(pageQuery(COMMENT_PAGE_SIZE)) },
  responses: { 200: jsonContent(pageOf(commentSchema), "A page of comments") },
  errors: [404, 422],
});

export const createPostComment = defineRoute({
  method: "post",
  path: "/api/posts/{id}/comments",
  tags,
  summary: "Comment on a post, or reply to a comment (rate limited)",
  request: {
    params: postParams,
    body: { content: { "application/json": { schema: threadCommentSchema } }, required: true },
  },
  responses: {
    201: jsonContent(
      z.object({ comment: commentSchema, commentsCount: z.number().int(), ...xpField }).openapi("NewComment"),
      "The comment and the post's new comment count",
    ),
  },
  errors: [401, 404, 415, 422, 429],
});

export const routes = { getPost, deletePost, votePost, listPostComments, createPostComment };
