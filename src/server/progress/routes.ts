import { getBadgeProgress, getStreak } from "@/shared/contract/progress";
import { createRouter } from "../lib/openapi";
import { requireXpEarner } from "../xp/policy";
import { listBadgeProgress } from "./badges";
import { presentBadgeProgress } from "./presenter";
import { loadStreak } from "./streak";

/**
 * /api/progress: the signed-in fan's own progress. Every route reads the session's fan only, so
 * the policy is xp/policy's `requireXpEarner` (401 signed out, 403 for admins and artists).
 */
export function progressRoutes() {
  const router = createRouter();
  router.openapi(getBadgeProgress, async (c) => {
    const fan = await requireXpEarner(c);
    const rows = await listBadgeProgress(c.get("deps").db.db, fan.id);
    return c.json({ badges: rows.map(presentBadgeProgress) }, 200);
  });
  router.openapi(getStreak, async (c) => {
    const fan = await requireXpEarner(c);
    return c.json(await loadStreak(c.get("deps").db.db, fan.id, new Date()), 200);
  });
  return router;
}
