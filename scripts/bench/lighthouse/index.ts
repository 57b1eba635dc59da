/**
 * `npm run bench -- lighthouse`: Lighthouse 12 (mobile: simulated slow 4G, 4× CPU) on the built app,
 * on the six pages issue 20 measures, 3 cold runs each in Debian's Chromium; then the JavaScript a
 * browser really fetches for the first route and for each later route reached by client-side
 * navigation. Prints medians and a verdict per budget. Nothing is asserted: the figures are for
 * docs/decisions/performance.md. Runs the compiled server on a throwaway data dir (demo seed).
 *
 *   npm run bench -- lighthouse                 all six pages, 3 runs each
 *   LIGHTHOUSE_RUNS=1 npm run bench -- lighthouse
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BUDGETS, formatReport, type PageFigures } from "./report";
import { measureRouteJs } from "./route-js";
import { runLighthouse } from "./run";
import { startBenchServer } from "./server";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export async function lighthouseBench(): Promise<number> {
  const build = spawnSync(process.execPath, ["scripts/build-if-missing.mjs"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) return 1;
  const server = await startBenchServer();
  try {
    const pages = await server.publicPages();
    const figures: PageFigures[] = [];
    for (const page of pages) {
      console.log(`  lighthouse ${page.name} (${page.path}) × ${RUNS}…`);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.origin}${page.path}`, CHROMIUM));
      figures.push({ page, runs });
    }
    console.log("  JavaScript per route (client-side navigation)…");
    const routeJs = await measureRouteJs(server.origin, pages, CHROMIUM);
    console.log(`\n${formatReport(figures, routeJs, BUDGETS)}`);
    return 0;
  } finally {
    await server.stop();
  }
}
