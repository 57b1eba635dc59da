import { getEngagementMatrix, readMission, recordShare } from "@/shared/contract/xp";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { shareAction, shareSubjectKey } from "@/shared/xp-share";
import { requireUser } from "../auth/guards";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { rateLimit } from "../rate-limit/middleware";
import { award } from "./engine";
import { requireXpEarner } from "./policy";
import { presentMatrixRow } from "./presenter";
import { listEngagementMatrix, shareTargetExists } from "./service";

/** Shares are counted per signed-in fan; a person really sharing never clicks this fast. */
export const SHARE_RATE_RULE = {
  name: "xp-share",
  windowSeconds: 60,
  max: 20,
  message: "You're sharing very fast. Please wait a minute and try again.",
};

/**
 * /api/xp: the engagement matrix (public) and the two rewards only the browser can see happen.
 * Nothing here accepts an amount: the server decides what an action pays.
 */
export function xpRoutes() {
  const router = createRouter();
  router.openapi(getEngagementMatrix, async (c) => {
    const rows = await listEngagementMatrix(c.get("deps").db.db);
    return c.json(rows.map(presentMatrixRow), 200);
  });
  // The About page's first visit by a fan: 'Read mission', once per fan (unique subject 'mission').
  router.openapi(readMission, async (c) => {
    const user = await requireXpEarner(c);
    const { db, logger } = c.get("deps");
    const xp = await award(db.db, logger, user.id, XP_ACTIONS.readMission, {
      subjectKey: "mission",
      ignoreWindow: true,
    });
    return c.json({ xp }, 200);
  });
  const xpEarnerFirst = [
    async (c: Parameters<typeof requireXpEarner>[0], next: () => Promise<void>) => {
      await requireXpEarner(c);
      return next();
    },
    rateLimit(SHARE_RATE_RULE, async (c) => (await requireUser(c)).id),
  ];
  router.openapi({ ...recordShare, middleware: xpEarnerFirst }, async (c) => {
    const user = await requireUser(c);
    const { entityType, entityId, channel } = c.req.valid("json");
    const { db, logger } = c.get("deps");
    if (entityType !== "referral" && !(await shareTargetExists(db.db, entityType, entityId!))) {
      throw notFound("We couldn't find what you shared.");
    }
    const xp = await award(db.db, logger, user.id, shareAction(entityType, channel), {
      subjectKey: shareSubjectKey(entityType, entityId, channel),
    });
    return c.json({ xp }, 200);
  });
  return router;
}
