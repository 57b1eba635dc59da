import { listAudit as listAuditRoute } from "@/shared/contract/admin/audit";
import { createRouter } from "../../lib/openapi";
import { readCursor, timeCursorSchema, toPage } from "../../lib/pagination";
import { presentAuditEntry } from "./presenter";
import { listAudit } from "./service";

/** GET /api/admin/audit?cursor=&limit=: recent admin actions, newest first, a page at a time. */
export function auditRoutes() {
  const router = createRouter();
  router.openapi(listAuditRoute, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const rows = await listAudit(c.get("deps").db.db, { cursor: readCursor(cursor, timeCursorSchema), limit });
    return c.json(
      toPage(rows, limit, presentAuditEntry, (row) => ({ t: row.sortTime, id: row.id })),
      200,
    );
  });
  return router;
}
