import { createPostComment, listPostComments, POST_NOT_FOUND } from "@/shared/contract/posts";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import { presentComment } from "../comments/presenter";
import { commentPageQuery, findCommentRow } from "../comments/queries";
import { createComment } from "../comments/service";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { enforceLimits, RATE_RULES } from "../participation/limits";
import { awardFan } from "../participation/xp";
import { assertGifRef } from "./gifs";
import { findPostRow } from "./queries";

/**
 * /api/posts/{id}/comments: a post's comments (public) and adding one (signed in, rate limited).
 * A comment's own rules and queries live in src/server/comments.
 */
export function postCommentRoutes() {
  const router = createRouter();

  router.openapi(listPostComments, async (c) => {
    const id = c.req.valid("param").id;
    const { db } = c.get("deps").db;
    const viewer = await getSessionUser(c);
    const { cursor, limit } = c.req.valid("query");
    const [rows, post] = await Promise.all([
      commentPageQuery(db, id, viewer?.id ?? null, { limit, cursor: readCursor(cursor, timeCursorSchema) }),
      findPostRow(db, id, null),
    ]);
    if (!post) throw notFound(POST_NOT_FOUND);
    const page = toPage(
      rows,
      limit,
      (row) => presentComment(row, viewer),
      (row) => ({ t: row.sortTime, id: row.id }),
    );
    return c.json(page, 200);
  });

  router.openapi({ ...createPostComment, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const input = c.req.valid("json");
    await assertGifRef(deps.storage, input.gifUrl);
    await enforceLimits(c, user.id, RATE_RULES.commentBurst, RATE_RULES.commentHourly);
    const { commentId, commentsCount } = await createComment(deps.db.db, user.id, c.req.valid("param").id, input);
    const xp = await awardFan(deps, user, XP_ACTIONS.commentOnPosts);
    const row = await findCommentRow(deps.db.db, commentId, user.id);
    return c.json({ comment: presentComment(row!, user), commentsCount, xp }, 201);
  });

  return router;
}
