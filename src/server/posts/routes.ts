import { deletePost, getPost, votePost } from "@/shared/contract/posts";
import { getSessionUser, requireUser, signedIn } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { enforceLimits, RATE_RULES } from "../participation/limits";
import { answerVote } from "../participation/vote-answer";
import { presentPost } from "./presenter";
import { getPost as findPost, votePost as pressPostArrow, deletePost as removePost } from "./service";

/** /api/posts/{id}: one post (the thread page's deep link), deleting it, and voting on it. */
export function postRoutes() {
  const router = createRouter();

  router.openapi(getPost, async (c) => {
    const viewer = await getSessionUser(c);
    const { row, thread } = await findPost(c.get("deps").db.db, c.req.valid("param").id, viewer?.id ?? null);
    return c.json({ post: presentPost(row, viewer), thread }, 200);
  });

  router.openapi({ ...deletePost, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    await removePost(c.get("deps").db.db, user, c.req.valid("param").id);
    return c.body(null, 204);
  });

  // The limit counts well-formed presses only: the body is validated before the handler runs.
  router.openapi({ ...votePost, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const { voteType } = c.req.valid("json");
    await enforceLimits(c, user.id, RATE_RULES.vote);
    const id = c.req.valid("param").id;
    const result = await pressPostArrow(deps.db.db, user.id, id, voteType);
    return c.json(await answerVote(deps, user, voteType, `post:${id}`, result), 200);
  });

  return router;
}
