/**
 * /api/threads: the community threads under bands, artists, gigs and venues (001 §2 'Community Posts
 * panel'), and GIF uploads for posts and comments. Served by src/server/posts (a thread is its posts).
 */
import { gifRefField } from "../community-threads";
import { POST_ENTITY_TYPES, postSchema as postInputSchema } from "../validation/community";
import { defineRoute, fileUploadBody, jsonContent, pageOf, z } from "./define";
import { pageQuery } from "./params";
import { postSchema } from "./posts";
import { xpField } from "./xp-award";

export const THREAD_NOT_FOUND = "Thread not found";
export const THREAD_PAGE_SIZE = 10;
const tags: ["Threads"] = ["Threads"];

/** An unknown kind or a missing band, artist, gig or venue is 'Thread not found' (404), never a 422. */
const threadParams = z.object({
  entityType: z.string().openapi({ param: { name: "entityType", in: "path" }, enum: [...POST_ENTITY_TYPES] }),
  entityId: z.string().openapi({ param: { name: "entityId", in: "path" }, format: "uuid" }),
});

/**
 * The composer's body. The categories a thread offers depend on its kind, so the server checks
 * `postCategory` against the thread's own list (shared/community-threads.ts `threadPostSchema`).
 */
export const newPostBodySchema = z.object({
  content: postInputSchema.shape.content,
  /** One of the thread's categories; absent or blank: the thread's first. */
  postCategory: z.string().optional(),
  gifUrl: gifRefField,
});

export const listThreadPosts = defineRoute({
  method: "get",
  path: "/api/threads/{entityType}/{entityId}/posts",
  tags,
  summary: "A thread's posts, newest first, with the viewer's votes",
  request: { params: threadParams, query: z.object(pageQuery(THREAD_PAGE_SIZE)) },
  responses: { 200: jsonContent(pageOf(postSchema), "A page of posts") },
  errors: [404, 422],
});

export const createThreadPost = defineRoute({
  method: "post",
  path: "/api/threads/{entityType}/{entityId}/posts",
  tags,
  summary: "Post in a thread (pays 'Post in Community'; rate limited)",
  request: {
    params: threadParams,
    body: { content: { "application/json": { schema: newPostBodySchema } }, required: true },
  },
  responses: { 201: jsonContent(z.object({ post: postSchema, ...xpField }).openapi("NewPost"), "The new post") },
  errors: [401, 404, 415, 422, 429],
});

export const uploadedGifSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .openapi("UploadedGif");
export type UploadedGif = z.infer<typeof uploadedGifSchema>;

export const uploadThreadGif = defineRoute({
  method: "post",
  path: "/api/threads/gifs",
  tags,
  summary: "Upload a GIF for a post or comment (5 MB at most; stored as animated WebP); its url goes in gifUrl",
  request: {
    body: fileUploadBody,
  },
  responses: { 201: jsonContent(uploadedGifSchema, "The stored GIF") },
  errors: [401, 413, 415, 422, 429],
});

export const routes = { listThreadPosts, createThreadPost, uploadThreadGif };
