/** /api/comments: one comment, deleting it and voting on it (001 §4, §7). Served by src/server/comments. */
import { defineRoute, jsonContent, z } from "./define";
import { uuidPathParam } from "./params";
import { commentSchema, voteAnswerSchema, voteBodySchema } from "./posts";

export const COMMENT_NOT_FOUND = "Comment not found";
const tags: ["Comments"] = ["Comments"];
const commentParams = uuidPathParam("id", "Comment ID is required", COMMENT_NOT_FOUND);

export const getComment = defineRoute({
  method: "get",
  path: "/api/comments/{id}",
  tags,
  summary: "One comment (a live 'comment-created' message adds it without reloading the list)",
  request: { params: commentParams },
  responses: { 200: jsonContent(z.object({ comment: commentSchema }), "The comment, with the viewer's vote") },
  errors: [404, 422],
});

export const deleteComment = defineRoute({
  method: "delete",
  path: "/api/comments/{id}",
  tags,
  summary: "Delete a comment and, for a top-level one, its replies (the author or an admin)",
  request: { params: commentParams },
  responses: {
    200: jsonContent(
      z.object({ postId: z.string(), commentsCount: z.number().int() }).openapi("DeletedComment"),
      "The post and its new comment count",
    ),
  },
  errors: [401, 403, 404, 422],
});

export const voteComment = defineRoute({
  method: "post",
  path: "/api/comments/{id}/vote",
  tags,
  summary: "Press a comment's up or down arrow (pays on the first vote of each kind, never on your own)",
  request: {
    params: commentParams,
    body: { content: { "application/json": { schema: voteBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(voteAnswerSchema, "The new totals and the viewer's vote") },
  errors: [401, 404, 415, 422, 429],
});

export const routes = { getComment, deleteComment, voteComment };
