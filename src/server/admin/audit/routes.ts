import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../context";
import { cursorParam, limitParam, readCursor, timeCursorSchema, toPage } from "../../lib/pagination";
import { validate } from "../../lib/validate";
import { presentAuditEntry } from "./presenter";
import { listAudit } from "./service";

const pageQuery = z.object({ cursor: cursorParam, limit: limitParam(20) });

/** GET /api/admin/audit?cursor=&limit=: recent admin actions, newest first, a page at a time. */
export function auditRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", pageQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    const rows = await listAudit(c.get("deps").db.db, { cursor: readCursor(cursor, timeCursorSchema), limit });
    return c.json(toPage(rows, limit, presentAuditEntry, (row) => ({ t: row.sortTime, id: row.id })));
  });
}
