import { threadPostSchema } from "@/shared/community-threads";
import { createThreadPost, listThreadPosts, THREAD_NOT_FOUND, uploadThreadGif } from "@/shared/contract/threads";
import { GIF_TOO_LARGE, MAX_GIF_BYTES } from "@/shared/validation";
import { POST_ENTITY_TYPES, type PostEntityType } from "@/shared/validation/community";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { DbOrTx } from "../db/client";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { toValidationError } from "../lib/validate";
import { existingEntityId } from "../participation/entities";
import { enforceLimits, perUserLimits, RATE_RULES } from "../participation/limits";
import { uploadLimit } from "../participation/uploads";
import { awardFan } from "../participation/xp";
import { assertGifRef, readGifUpload, storeGif } from "./gifs";
import { presentPost } from "./presenter";
import { findPostRow, threadPageQuery } from "./queries";
import { createPost } from "./service";

/** The thread named by the path: a known kind, and an existing band, artist, gig or venue. */
async function threadOf(db: DbOrTx, path: { entityType: string; entityId: string }) {
  if (!(POST_ENTITY_TYPES as readonly string[]).includes(path.entityType)) throw notFound(THREAD_NOT_FOUND);
  const entityType = path.entityType as PostEntityType;
  const entityId = await existingEntityId(db, entityType, path.entityId);
  return { entityType, entityId };
}

/**
 * /api/threads: the community threads under bands, artists, gigs and venues (001 §2 'Community
 * Posts panel'). Anyone reads; posting needs a session and is rate limited per user.
 */
export function threadRoutes() {
  const router = createRouter();

  router.openapi(listThreadPosts, async (c) => {
    const { db } = c.get("deps").db;
    const thread = await threadOf(db, c.req.valid("param"));
    const viewer = await getSessionUser(c);
    const { cursor, limit } = c.req.valid("query");
    const rows = await threadPageQuery(db, thread, viewer?.id ?? null, {
      limit,
      cursor: readCursor(cursor, timeCursorSchema),
    });
    const page = toPage(
      rows,
      limit,
      (row) => presentPost(row, viewer),
      (row) => ({ t: row.sortTime, id: row.id }),
    );
    return c.json(page, 200);
  });

  router.openapi({ ...createThreadPost, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const thread = await threadOf(deps.db.db, c.req.valid("param"));
    // The categories depend on the thread's kind, known only now.
    const parsed = threadPostSchema(thread.entityType).safeParse(c.req.valid("json"));
    if (!parsed.success) throw toValidationError(parsed.error);
    await assertGifRef(deps.storage, parsed.data.gifUrl);
    await enforceLimits(c, user.id, RATE_RULES.postBurst, RATE_RULES.postHourly);
    const postId = await createPost(deps.db.db, user.id, thread, parsed.data);
    const xp = await awardFan(deps, user, XP_ACTIONS.postInCommunity);
    const row = await findPostRow(deps.db.db, postId, user.id);
    return c.json({ post: presentPost(row!, user), xp }, 201);
  });

  // A GIF for a post or comment; its url then goes in the post's gifUrl.
  const gifMiddleware = [signedIn(), perUserLimits(RATE_RULES.gifUpload), uploadLimit(MAX_GIF_BYTES, GIF_TOO_LARGE)];
  router.openapi({ ...uploadThreadGif, middleware: gifMiddleware }, async (c) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const data = await readGifUpload(body);
    return c.json(await storeGif(c.get("deps").storage, data), 201);
  });

  return router;
}
