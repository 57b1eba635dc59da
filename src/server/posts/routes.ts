import { type Context, Hono } from "hono";
import { z } from "zod";
import { threadPostSchema } from "@/shared/community-threads";
import { POST_ENTITY_TYPES, type PostEntityType } from "@/shared/validation/community";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { toValidationError, validate } from "../lib/validate";
import { existingEntityId } from "../participation/entities";
import { enforceLimits, perUserLimits, RATE_RULES } from "../participation/limits";
import { uploadLimit } from "../participation/uploads";
import { answerVote, voteBody } from "../participation/vote-answer";
import { awardFan } from "../participation/xp";
import { assertGifRef, GIF_TOO_LARGE, MAX_GIF_BYTES, readGifUpload, storeGif } from "./gifs";
import { presentPost } from "./presenter";
import { findPostRow, threadPageQuery } from "./queries";
import { createPost, deletePost, getPost, POST_NOT_FOUND, votePost } from "./service";

export const THREAD_PAGE_SIZE = 10;
const THREAD_NOT_FOUND = "Thread not found";

const pageQuery = z.object({ cursor: cursorParam, limit: limitParam(THREAD_PAGE_SIZE) });

/** The thread named by the path: a known kind, and an existing band, artist, gig or venue. */
async function threadOf(c: Context<AppEnv>) {
  const type = c.req.param("entityType");
  if (!(POST_ENTITY_TYPES as readonly string[]).includes(type ?? "")) throw notFound(THREAD_NOT_FOUND);
  const entityType = type as PostEntityType;
  const entityId = await existingEntityId(c.get("deps").db.db, entityType, c.req.param("entityId"));
  return { entityType, entityId };
}

/**
 * /api/threads: the community threads under bands, artists, gigs and venues (001 §2 'Community
 * Posts panel'). Anyone reads; posting needs a session and is rate limited per user.
 */
export function threadRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/:entityType/:entityId/posts", validate("query", pageQuery), async (c) => {
    const thread = await threadOf(c);
    const viewer = await getSessionUser(c);
    const { cursor, limit } = c.req.valid("query");
    const rows = await threadPageQuery(c.get("deps").db.db, thread, viewer?.id ?? null, {
      limit,
      cursor: readCursor(cursor, timeCursorSchema),
    });
    return c.json(
      toPage(
        rows,
        limit,
        (row) => presentPost(row, viewer),
        (row) => ({ t: row.sortTime, id: row.id }),
      ),
    );
  });

  app.post("/:entityType/:entityId/posts", signedIn(), async (c) => {
    const user = await requireUser(c);
    const thread = await threadOf(c);
    const parsed = threadPostSchema(thread.entityType).safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) throw toValidationError(parsed.error);
    const deps = c.get("deps");
    await assertGifRef(deps.storage, parsed.data.gifUrl);
    await enforceLimits(c, user.id, RATE_RULES.postBurst, RATE_RULES.postHourly);
    const postId = await createPost(deps.db.db, user.id, thread, parsed.data);
    const xp = await awardFan(deps, user, XP_ACTIONS.postInCommunity);
    const row = await findPostRow(deps.db.db, postId, user.id);
    return c.json({ post: presentPost(row!, user), xp }, 201);
  });

  // A GIF for a post or comment; its url then goes in the post's gifUrl.
  app.post(
    "/gifs",
    signedIn(),
    perUserLimits(RATE_RULES.gifUpload),
    uploadLimit(MAX_GIF_BYTES, GIF_TOO_LARGE),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const data = await readGifUpload(body);
      return c.json(await storeGif(c.get("deps").storage, data), 201);
    },
  );

  return app;
}

/** /api/posts/:id: one post (the thread page's deep link), deleting it, and voting on it. */
export function postRoutes() {
  const app = new Hono<AppEnv>();
  const postId = (c: Context<AppEnv>) => idOrNotFound(c.req.param("id"), POST_NOT_FOUND);

  app.get("/:id", async (c) => {
    const viewer = await getSessionUser(c);
    const { row, thread } = await getPost(c.get("deps").db.db, postId(c), viewer?.id ?? null);
    return c.json({ post: presentPost(row, viewer), thread });
  });

  app.delete("/:id", signedIn(), async (c) => {
    const user = await requireUser(c);
    await deletePost(c.get("deps").db.db, user, postId(c));
    return c.body(null, 204);
  });

  app.post("/:id/vote", signedIn(), validate("json", voteBody), perUserLimits(RATE_RULES.vote), async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const { voteType } = c.req.valid("json");
    const id = postId(c);
    const result = await votePost(deps.db.db, user.id, id, voteType);
    return c.json(await answerVote(deps, user, voteType, `post:${id}`, result));
  });

  return app;
}
