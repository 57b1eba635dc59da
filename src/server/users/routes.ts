import { getPublicUser, USER_NOT_FOUND } from "@/shared/contract/users";
import { getSessionUser } from "../auth/guards";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { presentPublicUser } from "./presenter";
import { findPublicUser } from "./service";

/** /api/users: public profiles, read-only. Profile writes live under /api/me (own account only). */
export function userRoutes() {
  const router = createRouter();
  router.openapi(getPublicUser, async (c) => {
    // A malformed id cannot name anyone: the same 404 as an unknown one.
    const row = await findPublicUser(c.get("deps").db.db, c.req.valid("param").id);
    if (!row) throw notFound(USER_NOT_FOUND);
    const viewer = await getSessionUser(c);
    return c.json(presentPublicUser(row, viewer?.id ?? null), 200);
  });
  return router;
}
