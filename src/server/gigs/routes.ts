import { announceGig, cancelGig, changeGig, getGigAccess } from "@/shared/contract/gigs";
import { requireUser, signedIn } from "../auth/guards";
import { idOrNotFound } from "../lib/ids";
import { createRouter } from "../lib/openapi";
import * as gigs from "./service";

/**
 * /api/gigs: page managers' gigs (issue 12 item 4); the rules are pages/policy.ts's. `signedIn()` runs
 * before the body is validated, so a visitor gets 401 rather than a 422 describing the form.
 */
export function gigRoutes() {
  const router = createRouter();
  router.openapi({ ...announceGig, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const answer = await gigs.announceGig(c.get("deps").db.db, user, c.req.valid("json"));
    return answer.status === "published" ? c.json(answer, 201) : c.json(answer, 202);
  });
  router.openapi({ ...changeGig, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const id = idOrNotFound(c.req.valid("param").id, gigs.GIG_NOT_FOUND);
    return c.json(await gigs.changeGig(c.get("deps").db.db, user, id, c.req.valid("json")), 200);
  });
  router.openapi({ ...cancelGig, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const id = idOrNotFound(c.req.valid("param").id, gigs.GIG_NOT_FOUND);
    return c.json(await gigs.cancelGig(c.get("deps").db.db, user, id), 200);
  });
  router.openapi({ ...getGigAccess, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const id = idOrNotFound(c.req.valid("param").id, gigs.GIG_NOT_FOUND);
    return c.json(await gigs.gigAccess(c.get("deps").db.db, user, id), 200);
  });
  return router;
}
