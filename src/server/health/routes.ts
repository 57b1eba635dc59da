import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db } = c.get("deps");
  try {
    await db.db.execute(sql`select 1`);
    return c.json({ status: "ok", database: db.driver });
  } catch (error) {
    c.get("deps").logger.error({ err: error }, "health check: database unreachable");
    return c.json({ error: { code: "database_unavailable", message: "The database is not reachable." } }, 503);
  }
});
