import { Hono } from "hono";
import type { AppEnv } from "../context";
import { robotsTxt } from "./robots";
import { childSitemap, sitemapIndex } from "./sitemap";

/** Crawlers may reuse these for an hour: new pages wait at most that long to be listed. */
const CACHE = "public, max-age=3600";
const XML = "application/xml; charset=utf-8";

/** robots.txt and the sitemaps (issue 20 §4). Mounted before the web app's catch-all. */
export function seoRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/robots.txt", (c) => {
    c.header("Cache-Control", CACHE);
    return c.text(robotsTxt(c.get("deps").env.APP_URL));
  });

  app.get("/sitemap.xml", async (c) => {
    const { db, env } = c.get("deps");
    return c.body(await sitemapIndex(db.db, env.APP_URL), 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  app.get("/sitemaps/:file", async (c) => {
    const { db, env } = c.get("deps");
    const xml = await childSitemap(db.db, env.APP_URL, c.req.param("file"));
    // Like a missing asset: a plain 404 for a crawler holding an index from before rows were removed.
    if (!xml) return c.text("Not found", 404);
    return c.body(xml, 200, { "Content-Type": XML, "Cache-Control": CACHE });
  });

  return app;
}
