/**
 * `npm run bench -- lighthouse`: Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) on the built app,
 * on the six pages issue 20 measures, 3 cold runs each in Debian's Chromium; then the JavaScript a
 * browser really fetches for the first route and for each later route reached by client-side
 * navigation. Prints medians and a verdict per budget. Nothing is asserted: the figures are for
 * docs/decisions/performance.md. Runs the compiled server on a throwaway data dir (demo seed).
 *
 *   npm run bench -- lighthouse                 all six pages, 3 runs each
 *   npm run bench -- lighthouse --runs 1        one Lighthouse run per page (also LIGHTHOUSE_RUNS=1)
 *   npm run bench -- lighthouse --pages home,band   only these pages (home, artists, band, gig, venue, blog)
 *   npm run bench -- lighthouse --js-only       no Lighthouse: only the JS per route (seconds, not minutes)
 *   npm run bench -- lighthouse --save DIR      also write each run's full report there (DIR/<page>-<run>.json)
 *   npm run bench -- lighthouse --profile       no Lighthouse: long tasks and top self time at 4× CPU (profile.ts)
 *   npm run bench -- lighthouse --floor         also each page with its scripts removed (floor.ts)
 *
 * Every run also measures the machine's floor: a two-element page with no stylesheet and no script
 * (floor.ts). Its blocking time is Chromium's and Lighthouse's alone; while it is above the 150 ms
 * budget, this machine cannot tell whether the app meets the budget (docs/decisions/performance.md).
 *
 * The JS per route is counted twice: a cold first visit to the first page followed by client-side
 * navigation to the others (what each later route adds), and a cold first visit to each page alone.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startFloorServer } from "./floor";
import { formatProfiles, profilePages } from "./profile";
import { BUDGETS, formatReport, type PageFigures } from "./report";
import { measureFirstVisitJs, measureRouteJs } from "./route-js";
import { runLighthouse } from "./run";
import { type BenchPage, startBenchServer } from "./server";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(option("--runs") ?? process.env.LIGHTHOUSE_RUNS) || 3;
const JS_ONLY = args.includes("--js-only");
const PROFILE = args.includes("--profile");
const SAVE_DIR = option("--save");
const FLOOR = args.includes("--floor");
/** Page names to measure (`--pages home,band`); "blog" also names the blog post. */
const PAGES = option("--pages")
  ?.split(",")
  .map((name) => name.trim());
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function lighthouseBench(): Promise<number> {
  if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true });
  const build = spawnSync(process.execPath, ["scripts/build-if-missing.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) return 1;
  const server = await startBenchServer();
  // Timings move with the machine's load (other work on the same cores): printed next to them.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(", ");
  const loadAtStart = load();
  try {
    const all = await server.publicPages();
    const pages = PAGES ? all.filter((page) => PAGES.some((name) => page.name.startsWith(name))) : all;
    if (pages.length === 0) throw new Error(`--pages matched none of ${all.map((page) => page.name).join(", ")}`);
    if (PROFILE) {
      console.log(`\n${formatProfiles(await profilePages(server.origin, pages, CHROMIUM))}`);
      console.log(`\nLoad average (1, 5, 15 min) at start: ${loadAtStart}; at the end: ${load()}`);
      return 0;
    }
    const figures: PageFigures[] = [];
    const floors: PageFigures[] = [];
    const measure = async (page: BenchPage, origin: string) => {
      console.log(`  lighthouse ${page.name} (${page.path}) × ${RUNS}…`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const saveTo = SAVE_DIR && path.resolve(SAVE_DIR, `${page.name.replace(/\W+/g, "-")}-${i + 1}.json`);
        runs.push(await runLighthouse(`${origin}${page.path}`, CHROMIUM, saveTo));
      }
      return { page, runs };
    };
    if (!JS_ONLY) {
      for (const page of pages) figures.push(await measure(page, server.origin));
      const floor = await startFloorServer(server.origin);
      try {
        floors.push(await measure({ name: "two-element page", path: "/__floor" }, floor.origin));
        for (const page of FLOOR ? pages : [])
          floors.push(await measure({ ...page, name: `${page.name} (no JS)` }, floor.origin));
      } finally {
        await floor.stop();
      }
    }
    console.log("  JavaScript per route (client-side navigation)…");
    const routeJs = await measureRouteJs(server.origin, pages, CHROMIUM);
    console.log("  JavaScript of a first visit to each page…");
    const firstVisits = await measureFirstVisitJs(server.origin, pages.slice(1), CHROMIUM);
    console.log(`\n${formatReport(figures, routeJs, BUDGETS, firstVisits, floors)}`);
    console.log(`\nLoad average (1, 5, 15 min) at start: ${loadAtStart}; at the end: ${load()}`);
    return 0;
  } finally {
    await server.stop();
  }
}
