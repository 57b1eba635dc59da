import { chromium, type Page } from "@playwright/test";
import type { BenchPage } from "./server";

export type RouteJs = { route: string; jsBytes: number; files: number };

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
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    let bytes = 0;
    let files = 0;
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes().catch(() => undefined);
      bytes += sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
      files += 1;
    });
    const take = async (route: string, action: () => Promise<void>): Promise<RouteJs> => {
      bytes = 0;
      files = 0;
      await action();
      await page.waitForLoadState("networkidle");
      return { route, jsBytes: bytes, files };
    };
    const results: RouteJs[] = [];
    results.push(await take("/ (first visit)", () => page.goto(`${origin}/`).then(() => undefined)));
    for (const target of pages.filter((p) => p.path !== "/")) {
      results.push(await take(`${target.path} (navigated)`, () => navigateInApp(page, target.path)));
    }
    return results;
  } finally {
    await browser.close();
  }
}

/**
 * Client-side navigation to a path: the history entry is pushed and the router hears a popstate,
 * so React Router renders the page in place (no reload), fetching only that route's lazy chunks.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((href) => {
    window.history.pushState({}, "", href);
    window.dispatchEvent(new PopStateEvent("popstate", { state: {} }));
  }, path);
  await page.waitForURL(`**${path}`);
}
