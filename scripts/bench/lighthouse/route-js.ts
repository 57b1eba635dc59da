import { type Browser, chromium, type Page } from "@playwright/test";
import type { BenchPage } from "./server";

/** `jsBytes`: bodies and response headers as on the wire; `bodyBytes`: the (compressed) bodies alone. */
export type RouteJs = { route: string; jsBytes: number; bodyBytes: number; files: number };

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/**
 * The JavaScript Chromium really downloads (bytes on the wire): for a cold first visit to "/", then
 * for each later page reached by client-side navigation from the one before (budget: ≤ 50 KB more
 * per route). Later pages are rendered by the app's router in place, so what is counted is the
 * route's lazy chunks.
 */
export async function measureRouteJs(origin: string, pages: BenchPage[], chromePath: string): Promise<RouteJs[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const [first, ...later] = pages;
    if (!first) return [];
    const { page, take } = await countingPage(browser);
    const results: RouteJs[] = [];
    results.push(await take(`${first.name} (first visit)`, () => firstVisit(page, `${origin}${first.path}`)));
    for (const target of later) {
      results.push(await take(`${target.name} (navigated)`, () => navigateInApp(page, target.path)));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript of a cold first visit to each page on its own (a fresh browser context each): the
 * first-route budget applies to whichever page a visitor lands on, not only to "/".
 */
export async function measureFirstVisitJs(origin: string, pages: BenchPage[], chromePath: string): Promise<RouteJs[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: FLAGS });
  try {
    const results: RouteJs[] = [];
    for (const target of pages) {
      const { page, take } = await countingPage(browser);
      results.push(await take(`${target.name} (first visit)`, () => firstVisit(page, `${origin}${target.path}`)));
      await page.context().close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** A phone-sized page in a fresh context that counts the script bytes on the wire of each step. */
async function countingPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  let bytes = 0;
  let bodyBytes = 0;
  let files = 0;
  page.on("requestfinished", async (request) => {
    if (request.resourceType() !== "script") return;
    const sizes = await request.sizes().catch(() => undefined);
    bytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
    bodyBytes += sizes?.responseBodySize ?? 0;
    files += 1;
  });
  const take = async (route: string, action: () => Promise<void>): Promise<RouteJs> => {
    bytes = 0;
    bodyBytes = 0;
    files = 0;
    await action();
    await page.waitForLoadState("networkidle");
    return { route, jsBytes: bytes, bodyBytes, files };
  };
  return { page, take };
}

/**
 * A cold load that ends when the page is live (`data-page-ready`, set once the page has hydrated):
 * a server-rendered page asks for its scripts only after its load event, so network idle alone can
 * come before they are requested and count none of them.
 */
async function firstVisit(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector("html[data-page-ready]", { state: "attached", timeout: 30_000 });
}

/**
 * Client-side navigation to a path: the history entry is pushed and the router hears a popstate,
 * so React Router renders the page in place (no reload), fetching only that route's lazy chunks.
 */
async function navigateInApp(page: Page, path: string) {
  const heading = () => document.querySelector("h1")?.textContent ?? "";
  const before = await page.evaluate(heading);
  await page.evaluate((href) => {
    window.history.pushState({}, "", href);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);
  await page.waitForURL(`**${path}`);
  // The router keeps the old page up while the new one's chunks download (a transition): wait for
  // the new page's heading, so its chunks are counted for this route and not for the next.
  await page
    .waitForFunction((old) => (document.querySelector("h1")?.textContent ?? "") !== old, before, { timeout: 15_000 })
    .catch(() => undefined);
}
