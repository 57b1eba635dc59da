import { type Context, Hono } from "hono";
import { z } from "zod";
import { threadCommentSchema } from "@/shared/community-threads";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { enforceLimits, perUserLimits, RATE_RULES } from "../participation/limits";
import { answerVote, voteBody } from "../participation/vote-answer";
import { awardFan } from "../participation/xp";
import { assertGifRef } from "../posts/gifs";
import { findPostRow } from "../posts/queries";
import { POST_NOT_FOUND } from "../posts/service";
import { presentComment } from "./presenter";
import { commentPageQuery, findCommentRow } from "./queries";
import { COMMENT_NOT_FOUND, createComment, deleteComment, voteComment } from "./service";

export const COMMENT_PAGE_SIZE = 50;

const pageQuery = z.object({ cursor: cursorParam, limit: limitParam(COMMENT_PAGE_SIZE) });

/** /api/posts/:id/comments: a post's comments (public) and adding one (signed in, rate limited). */
export function postCommentRoutes() {
  const app = new Hono<AppEnv>();
  const postId = (c: Context<AppEnv>) => idOrNotFound(c.req.param("id"), POST_NOT_FOUND);

  app.get("/:id/comments", validate("query", pageQuery), async (c) => {
    const id = postId(c);
    const { db } = c.get("deps").db;
    const viewer = await getSessionUser(c);
    const { cursor, limit } = c.req.valid("query");
    const [rows, post] = await Promise.all([
      commentPageQuery(db, id, viewer?.id ?? null, { limit, cursor: readCursor(cursor, timeCursorSchema) }),
      findPostRow(db, id, null),
    ]);
    if (!post) throw notFound(POST_NOT_FOUND);
    return c.json(
      toPage(
        rows,
        limit,
        (row) => presentComment(row, viewer),
        (row) => ({ t: row.sortTime, id: row.id }),
      ),
    );
  });

  app.post("/:id/comments", signedIn(), validate("json", threadCommentSchema), async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const input = c.req.valid("json");
    await assertGifRef(deps.storage, input.gifUrl);
    await enforceLimits(c, user.id, RATE_RULES.commentBurst, RATE_RULES.commentHourly);
    const { commentId, commentsCount } = await createComment(deps.db.db, user.id, postId(c), input);
    const xp = await awardFan(deps, user, XP_ACTIONS.commentOnPosts);
    const row = await findCommentRow(deps.db.db, commentId, user.id);
    return c.json({ comment: presentComment(row!, user), commentsCount, xp }, 201);
  });

  return app;
}

/** /api/comments/:id: one comment, deleting it (author or admin) and voting on it. */
export function commentRoutes() {
  const app = new Hono<AppEnv>();
  const commentId = (c: Context<AppEnv>) => idOrNotFound(c.req.param("id"), COMMENT_NOT_FOUND);

  // One comment, for a live 'comment-created' message: the page adds it without reloading the list.
  app.get("/:id", async (c) => {
    const viewer = await getSessionUser(c);
    const row = await findCommentRow(c.get("deps").db.db, commentId(c), viewer?.id ?? null);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return c.json({ comment: presentComment(row, viewer) });
  });

  app.delete("/:id", signedIn(), async (c) => {
    const user = await requireUser(c);
    const result = await deleteComment(c.get("deps").db.db, user, commentId(c));
    return c.json(result);
  });

  app.post("/:id/vote", signedIn(), validate("json", voteBody), perUserLimits(RATE_RULES.vote), async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const { voteType } = c.req.valid("json");
    const id = commentId(c);
    const result = await voteComment(deps.db.db, user.id, id, voteType);
    return c.json(await answerVote(deps, user, voteType, `comment:${id}`, result));
  });

  return app;
}
