import { serveStatic } from "@hono/node-server/serve-static";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../context";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built React app: hashed assets cached for a year (pre-compressed copies when the
 * client accepts them), other public files for an hour, and index.html (never cached) for every
 * client-side route so deep links and reloads work.
 */
export function spaRoutes(webRoot: string | undefined) {
  const app = new Hono<AppEnv>();
  const indexFile = webRoot ? path.join(webRoot, "index.html") : undefined;
  if (!webRoot || !indexFile || !existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("The web app has not been built. Run `npm run build` (npm start does this for you).", 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use(
    "/assets/*",
    serveStatic({
      root: webRoot,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // A missing hashed asset is a real 404 (an old tab asking for a file from a previous build).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  app.use(
    "*",
    serveStatic({
      root: webRoot,
      precompressed: true,
      rewriteRequestPath: (p) => (p === "/" || p === "/index.html" ? "/__no_such_file__" : p),
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
  return app;
}
