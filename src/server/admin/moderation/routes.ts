import {
  decideReport,
  liftSuspension,
  listReports,
  MEMBER_NOT_FOUND,
  suspendMember,
} from "@/shared/contract/admin/moderation";
import { requireAdmin } from "../../auth/guards";
import { idOrNotFound } from "../../lib/ids";
import { createRouter } from "../../lib/openapi";
import { decide, lift, listReportedItems, suspend } from "./service";

/**
 * /api/admin/reports and /api/admin/members: the review area's 'Reports' tab (issue 16 §4). Every act
 * writes its audit row in its own transaction (service.ts).
 */
export function adminModerationRoutes() {
  const router = createRouter();
  router.openapi(listReports, async (c) => c.json({ items: await listReportedItems(c.get("deps").db.db) }, 200));
  router.openapi(decideReport, async (c) => {
    const admin = await requireAdmin(c);
    const item = await decide(c.get("deps").db.db, admin.id, c.req.valid("json"));
    return c.json({ item }, 200);
  });
  router.openapi(suspendMember, async (c) => {
    const admin = await requireAdmin(c);
    const id = idOrNotFound(c.req.valid("param").id, MEMBER_NOT_FOUND);
    const suspension = await suspend(c.get("deps").db.db, admin.id, id, c.req.valid("json").duration);
    return c.json({ suspension }, 200);
  });
  router.openapi(liftSuspension, async (c) => {
    const admin = await requireAdmin(c);
    await lift(c.get("deps").db.db, admin.id, idOrNotFound(c.req.valid("param").id, MEMBER_NOT_FOUND));
    return c.body(null, 204);
  });
  return router;
}
