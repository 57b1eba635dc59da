import { sql } from "drizzle-orm";
import { getHealth, getReadiness } from "@/shared/contract/health";
import { HttpError } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { failedReadinessChecks } from "./readiness";

/**
 * /api/health (alive: the database answers) and /api/ready (this instance may take traffic). No
 * rule of their own, so no policy or presenter; the readiness checks live in ./readiness.ts.
 */
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
  router.openapi(getReadiness, async (c) => {
    const deps = c.get("deps");
    const failed = await failedReadinessChecks(deps);
    if (failed.length > 0) {
      deps.logger.warn({ failed }, "readiness check failed");
      throw new HttpError(503, "not_ready", `Not ready: ${failed.join("; ")}.`);
    }
    return c.json({ status: "ready" as const, database: deps.db.driver, storage: deps.storage.driver }, 200);
  });
  return router;
}
