import { getHome as getHomeRoute } from "@/shared/contract/home";
import { getSessionUser } from "../auth/guards";
import { viewerCity } from "../events/service";
import { createRouter } from "../lib/openapi";
import { getHome } from "./service";

/**
 * GET /api/home: featured bands, upcoming gigs and the latest blog posts in one round trip. No
 * rule or presenter of its own: it composes the bands', events' and blogs' presented lists.
 */
export function homeRoutes() {
  const router = createRouter();
  router.openapi(getHomeRoute, async (c) => {
    const db = c.get("deps").db.db;
    const user = await getSessionUser(c);
    return c.json(await getHome(db, user?.id ?? null, await viewerCity(db, user?.id)), 200);
  });
  return router;
}
