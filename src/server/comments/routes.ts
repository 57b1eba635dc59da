import { COMMENT_NOT_FOUND, deleteComment, getComment, voteComment } from "@/shared/contract/comments";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { enforceLimits, RATE_RULES } from "../participation/limits";
import { answerVote } from "../participation/vote-answer";
import { presentComment } from "./presenter";
import { findCommentRow } from "./queries";
import { voteComment as pressCommentArrow, deleteComment as removeComment } from "./service";

/**
 * /api/comments/{id}: one comment, deleting it (author or admin) and voting on it. Adding one is
 * /api/posts/{id}/comments (src/server/posts/comment-routes.ts).
 */
export function commentRoutes() {
  const router = createRouter();

  // One comment, for a live 'comment-created' message: the page adds it without reloading the list.
  router.openapi(getComment, async (c) => {
    const viewer = await getSessionUser(c);
    const row = await findCommentRow(c.get("deps").db.db, c.req.valid("param").id, viewer?.id ?? null);
    if (!row) throw notFound(COMMENT_NOT_FOUND);
    return c.json({ comment: presentComment(row, viewer) }, 200);
  });

  router.openapi({ ...deleteComment, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    return c.json(await removeComment(c.get("deps").db.db, user, c.req.valid("param").id), 200);
  });

  // The limit counts well-formed presses only: the body is validated before the handler runs.
  router.openapi({ ...voteComment, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const { voteType } = c.req.valid("json");
    await enforceLimits(c, user.id, RATE_RULES.vote);
    const id = c.req.valid("param").id;
    const result = await pressCommentArrow(deps.db.db, user.id, id, voteType);
    return c.json(await answerVote(deps, user, voteType, `comment:${id}`, result), 200);
  });

  return router;
}
