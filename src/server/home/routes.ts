import { Hono } from "hono";
import { getSessionUser } from "../auth/guards";
import type { AppEnv } from "../context";
import { viewerCity } from "../events/service";
import { getHome } from "./service";

/** GET /api/home: featured bands, upcoming gigs and the latest blog posts in one round trip. */
export function homeRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/", async (c) => {
    const db = c.get("deps").db.db;
    const user = await getSessionUser(c);
    return c.json(await getHome(db, user?.id ?? null, await viewerCity(db, user?.id)));
  });
  return app;
}
