import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { RenderedPage, RenderInput } from "@/web/entry-server";
import { SESSION_COOKIE } from "../auth/auth";
import type { AppEnv } from "../context";
import { deferModuleScripts } from "./deferred-scripts";
import type { preloadHints } from "./manifest";

/** What the server renderer bundle (src/web/entry-server.tsx) exports. */
export interface PageRenderer {
  warmUp(): Promise<void>;
  isServerRendered(pathname: string): boolean;
  renderPage(input: RenderInput): Promise<RenderedPage>;
}

/** Answers one in-process API request (the Hono app itself), so rendering costs no network hop. */
export type InProcessFetch = (request: Request, c: Context<AppEnv>) => Promise<Response>;

/**
 * Where `vite build --ssr` puts the renderer for a web build: next to it, never inside the folder
 * served to browsers (dist/web → dist/web-renderer/entry-server.js).
 */
export const rendererEntryFor = (webRoot: string) => path.join(`${webRoot}-renderer`, "entry-server.js");

/**
 * Loads the renderer and every public page's code once, on the first page request; null (client
 * rendering) when it was not built.
 */
export function rendererLoader(entry: string | undefined): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | undefined;
  return () => {
    if (!entry || !existsSync(entry)) return Promise.resolve(null);
    loading ??= (import(pathToFileURL(entry).href) as Promise<PageRenderer>).then(async (renderer) => {
      await renderer.warmUp();
      return renderer;
    });
    return loading;
  };
}

const ROOT = '<div id="root"></div>';

/**
 * Renders a public page into the index.html template: the page's markup in #root, the tags React
 * hoisted (its <title>) in <head> in place of the template's, preload hints for the page's code,
 * and the query cache in a JSON script for the browser to hydrate from.
 */
export async function renderDocument(
  c: Context<AppEnv>,
  template: string,
  renderer: PageRenderer,
  api: InProcessFetch,
  hints: ReturnType<typeof preloadHints>,
): Promise<{ html: string; signedIn: boolean }> {
  const cookie = c.req.header("cookie") ?? "";
  const page = await renderer.renderPage({
    url: c.req.path + (new URL(c.req.url).search ?? ""),
    hasSessionCookie: cookie.includes(SESSION_COOKIE),
    api: (url, init) => {
      const headers = new Headers(init.headers);
      if (cookie) headers.set("cookie", cookie);
      return api(new Request(new URL(url, c.req.url), { ...init, headers }), c);
    },
  });
  for (const error of page.errors) {
    c.get("deps").logger.warn({ err: error, path: c.req.path }, "part of a page failed to render on the server");
  }
  const head = (page.head.includes("<title>") ? template.replace(/<title>[^<]*<\/title>/, "") : template).replace(
    "</head>",
    `${page.head}${hints(page.modules)}</head>`,
  );
  const html = head.replace(ROOT, `<div id="root">${page.html}</div>`).replace("</body>", `${page.state}</body>`);
  return { html: deferModuleScripts(html), signedIn: page.signedIn };
}
