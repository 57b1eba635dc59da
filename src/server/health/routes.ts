import { sql } from "drizzle-orm";
import { getHealth } from "@/shared/contract/health";
import { HttpError } from "../lib/errors";
import { createRouter } from "../lib/openapi";

/** /api/health: no rule of its own (no policy, presenter or service): one query, one answer. */
export function healthRoutes() {
  const router = createRouter();
  router.openapi(getHealth, async (c) => {
    const { db } = c.get("deps");
    try {
      await db.db.execute(sql`select 1`);
      return c.json({ status: "ok" as const, database: db.driver }, 200);
    } catch (error) {
      c.get("deps").logger.error({ err: error }, "health check: database unreachable");
      throw new HttpError(503, "database_unavailable", "The database is not reachable.");
    }
  });
  return router;
}
