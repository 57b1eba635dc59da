import { getBadgeProgress, getMyGigs, getStreak, getXpHistory } from "@/shared/contract/progress";
import { requireUser } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../lib/pagination";
import { requireXpEarner } from "../xp/policy";
import { listBadgeProgress } from "./badges";
import { listMyGigs } from "./gigs";
import { listHistory, resolveSubjects } from "./history";
import { presentBadgeProgress, presentHistoryItem, presentMyGig } from "./presenter";
import { loadStreak } from "./streak";

/**
 * /api/progress: the signed-in fan's own progress. Every route reads the session's user only, so
 * the policy is xp/policy's `requireXpEarner` (401 signed out, 403 for admins and artists) for the
 * XP parts, and `requireUser` for their gigs.
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
  // Anyone signed in can RSVP, so anyone signed in has gigs of their own.
  router.openapi(getMyGigs, async (c) => {
    const user = await requireUser(c);
    const gigs = await listMyGigs(c.get("deps").db.db, user.id, new Date());
    return c.json({ upcoming: gigs.upcoming.map(presentMyGig), past: gigs.past.map(presentMyGig) }, 200);
  });
  router.openapi(getXpHistory, async (c) => {
    const fan = await requireXpEarner(c);
    const { cursor, limit } = c.req.valid("query");
    const db = c.get("deps").db.db;
    const rows = await listHistory(db, fan.id, { cursor: readCursor(cursor, timeCursorSchema), limit });
    const subjects = await resolveSubjects(
      db,
      rows.slice(0, limit).map((row) => row.subjectKey),
    );
    return c.json(
      toPage(
        rows,
        limit,
        (row) => presentHistoryItem(row, subjects),
        (row) => ({ t: row.sortTime, id: row.id }),
      ),
      200,
    );
  });
  return router;
}
