import { getLeaderboard } from "@/shared/contract/leaderboard";
import { getSessionUser } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { levelRows } from "../xp/levels";
import { periodStart } from "./period";
import { presentBoard } from "./presenter";
import { loadBoard } from "./service";

/** /api/leaderboard: public; a signed-in fan also gets their own row (`me`). */
export function leaderboardRoutes() {
  const router = createRouter();
  router.openapi(getLeaderboard, async (c) => {
    const { period, city } = c.req.valid("query");
    const db = c.get("deps").db.db;
    const viewer = await getSessionUser(c);
    const since = periodStart(period, new Date());
    const [board, levels] = await Promise.all([
      loadBoard(db, { period, since, city: city ?? null, viewerId: viewer?.id ?? null }),
      levelRows(db),
    ]);
    return c.json(presentBoard(board, { period, since, city: city ?? null }, levels), 200);
  });
  return router;
}
