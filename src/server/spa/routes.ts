import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { type ServeStaticOptions, serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { COMPRESS_THRESHOLD_BYTES } from "../middleware/compress-json";
import { cspHeader } from "../middleware/security-headers";
import { DEFERRED_SCRIPTS_HASH } from "./deferred-scripts";
import { preloadHints } from "./manifest";
import { type InProcessFetch, type PageRenderer, renderDocument } from "./ssr";

const IMMUTABLE = "public, max-age=31536000, immutable";
const ALWAYS_REVALIDATED = ["/sw.js", "/manifest.webmanifest", "/version.json"];

/** Writes per-page tags (link previews) into index.html for one request. */
export type RenderIndex = (c: Context<AppEnv>, indexHtml: string) => Promise<string>;

export type SpaOptions = {
  /** The page's head tags (link previews, and what else describes the URL) written into index.html. */
  renderIndex?: RenderIndex;
  /** The server renderer for public pages (null when it was not built: every page renders in the browser). */
  loadRenderer?: () => Promise<PageRenderer | null>;
  /** The API, answered in-process while rendering. */
  api?: InProcessFetch;
};

/**
 * Serves the built React app: hashed assets cached for a year (pre-compressed copies when the
 * client accepts them), other public files for an hour, and index.html (never cached) for every
 * client-side route so deep links and reloads work. Public pages come rendered on the server, with
 * their data (docs/decisions/ssr.md); a failing render falls back to the plain index.html.
 */
export function spaRoutes(webRoot: string | undefined, options: SpaOptions = {}) {
  const { renderIndex, loadRenderer, api } = options;
  const app = new Hono<AppEnv>();
  const indexFile = webRoot ? path.join(webRoot, "index.html") : undefined;
  if (!webRoot || !indexFile || !existsSync(indexFile)) {
    app.get("*", (c) =>
      c.text("The web app has not been built. Run `npm run build` (npm start does this the first time).", 503),
    );
    return app;
  }
  const indexHtml = readFileSync(indexFile, "utf8");

  app.use("/assets/*", staticFiles(IMMUTABLE, { root: webRoot, precompressed: true }));
  // A missing hashed asset is a real 404 (an old tab asking for a file from a previous build).
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // The service worker and what says which build is current are checked on every visit: a deploy
  // must reach phones at once, not an hour later (docs/decisions/pwa.md).
  for (const file of ALWAYS_REVALIDATED) {
    app.use(file, staticFiles("no-cache", { root: webRoot, precompressed: true }));
  }
  app.use(
    "*",
    staticFiles("public, max-age=3600", {
      root: webRoot,
      precompressed: true,
      rewriteRequestPath: (p) => (p === "/" || p === "/index.html" ? "/__no_such_file__" : p),
    }),
  );
  const hints = preloadHints(webRoot);
  app.get("*", async (c) => {
    const template = renderIndex ? await renderIndex(c, indexHtml) : indexHtml;
    const renderer = api && loadRenderer ? await loadRenderer() : null;
    if (api && renderer?.isServerRendered(c.req.path)) {
      try {
        const page = await renderDocument(c, template, renderer, api, hints);
        // A member's page carries their own data: no shared cache may keep it.
        c.header("Cache-Control", page.signedIn ? "private, no-cache" : "no-cache");
        // The one inline script a rendered page has (it starts the page's JS after the first paint).
        c.header("Content-Security-Policy", cspHeader({ scriptSrc: [DEFERRED_SCRIPTS_HASH] }));
        return html(c, page.html);
      } catch (error) {
        c.get("deps").logger.error({ err: error, path: c.req.path }, "server rendering failed; serving the app shell");
      }
    }
    c.header("Cache-Control", "no-cache");
    return html(c, template);
  });
  return app;
}

const gzipAsync = promisify(gzip);

/**
 * A page's HTML, gzipped when the client accepts it. A rendered page is 30–140 KB (half of it the
 * embedded query cache) and went out uncompressed: 45–60 KB more on the phone's link before the
 * first paint than the ~12 KB it gzips to (issue 20, bytes before LCP). Gzipped on the thread
 * pool, since unlike the API's JSON pages these bodies are large.
 */
async function html(c: Context<AppEnv>, body: string): Promise<Response> {
  c.header("Vary", "Accept-Encoding", { append: true });
  const acceptsGzip = /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "");
  if (c.req.method === "HEAD" || !acceptsGzip || body.length < COMPRESS_THRESHOLD_BYTES) return c.html(body);
  c.header("Content-Encoding", "gzip");
  return c.body(new Uint8Array(await gzipAsync(body)), 200, { "Content-Type": "text/html; charset=UTF-8" });
}

/** serveStatic with a Cache-Control on the files it finds. */
function staticFiles(cacheControl: string, options: ServeStaticOptions<AppEnv>): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>(options);
  return async (c, next) => {
    const res = await serve(c, next);
    // Only a found file comes back as a Response. (Headers set in its onFound hook are lost:
    // @hono/node-server calls it after the response is built.)
    if (res instanceof Response) res.headers.set("Cache-Control", cacheControl);
    return res;
  };
}
