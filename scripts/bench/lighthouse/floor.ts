import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The machine's floor for Lighthouse's blocking time (issue 20). Lantern multiplies every main-thread
 * task of the unthrottled trace by 4, so on a small shared machine the renderer's own start (creating
 * the page's JS context, the first style and layout, font matching) and whatever else the cores are
 * doing at that moment count as blocking time, scripts or not. To tell the app's share from the
 * machine's, the bench also measures, through this proxy in front of the app:
 *
 * - `/__floor`: a document of two elements, no stylesheet, no script (Chromium and Lighthouse alone);
 * - any page of the app with its executable scripts removed (`--floor`): the same HTML, CSS, images
 *   and fonts as the real page, none of its JavaScript.
 *
 * Everything else (stylesheets, images) is passed through from the app, so a page loads what it
 * loads on the app's own origin.
 */
export type FloorServer = { origin: string; stop: () => Promise<void> };

const BLANK = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="Two elements and nothing else."></head><body><h1>Floor</h1><p>Two elements, no stylesheet, no script.</p></body></html>`;

// A script element the browser would run: no type, or a JavaScript / module type. JSON data and
// JSON-LD (`application/json`, `application/ld+json`) stay: they are part of the page, not code.
const EXECUTABLE_SCRIPT =
  /<script(?![^>]*\btype=["']?application\/(?:ld\+)?json)(?:\s[^>]*)?>[\s\S]*?<\/script>|<link[^>]*\brel=["']?modulepreload[^>]*>/gi;

/** The page's HTML as a browser with JavaScript off would use it. */
export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, "");
}

export async function startFloorServer(appOrigin: string): Promise<FloorServer> {
  const server = createServer((req, res) => {
    handle(appOrigin, req, res).catch((error: unknown) => {
      res.writeHead(502, { "content-type": "text/plain" });
      res.end(String(error));
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(appOrigin: string, req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? "/";
  if (url === "/__floor") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(BLANK);
    return;
  }
  // The app's answer, decoded (fetch undoes the compression; the body is sent plain here).
  const answer = await fetch(`${appOrigin}${url}`, {
    method: req.method,
    headers: { accept: req.headers.accept ?? "*/*", "user-agent": req.headers["user-agent"] ?? "" },
    redirect: "manual",
  });
  const type = answer.headers.get("content-type") ?? "application/octet-stream";
  const headers: Record<string, string> = { "content-type": type };
  for (const name of ["cache-control", "location", "etag", "last-modified"]) {
    const value = answer.headers.get(name);
    if (value) headers[name] = value;
  }
  const body = type.startsWith("text/html")
    ? withoutScripts(await answer.text())
    : Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, headers);
  res.end(body);
}
