import type { RouteJs } from "./route-js";
import type { LighthouseRun } from "./run";
import type { BenchPage } from "./server";

export type PageFigures = { page: BenchPage; runs: LighthouseRun[] };

/** Issue 20's targets. */
export const BUDGETS = {
  performance: 95,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.05,
  seo: 100,
  bestPractices: 100,
  firstRouteJsKb: 120,
  laterRouteJsKb: 50,
  beforeLcpKb: 250,
};
export type Budgets = typeof BUDGETS;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => bytes / 1024;
const verdict = (ok: boolean) => (ok ? "ok" : "OVER");

/** Medians per page with a verdict per budget, then the JavaScript per route. */
export function formatReport(
  figures: PageFigures[],
  routeJs: RouteJs[],
  budgets: Budgets,
  firstVisits: RouteJs[] = [],
  floors: PageFigures[] = [],
): string {
  const header = [
    "page",
    "perf",
    "LCP ms",
    "TBT ms",
    "CLS",
    "SEO",
    "best pr.",
    "JS KB",
    "before LCP KB",
    "CPU index",
    "budgets",
  ];
  const rows = figures.map(({ page, runs }) => {
    const m = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
    const perf = m((r) => r.performance);
    const lcp = m((r) => r.lcpMs);
    const tbt = m((r) => r.tbtMs);
    const cls = m((r) => r.cls);
    const seo = m((r) => r.seo);
    const bp = m((r) => r.bestPractices);
    const js = m((r) => r.jsBytes);
    const beforeLcp = m((r) => r.bytesBeforeLcp);
    const benchmarkIndex = m((r) => r.benchmarkIndex);
    const over = [
      perf < budgets.performance && "perf",
      lcp > budgets.lcpMs && "LCP",
      tbt > budgets.tbtMs && "TBT",
      cls > budgets.cls && "CLS",
      seo < budgets.seo && "SEO",
      bp < budgets.bestPractices && "best practices",
      kb(beforeLcp) > budgets.beforeLcpKb && "bytes before LCP",
    ].filter(Boolean);
    return [
      page.name,
      String(perf),
      lcp.toFixed(0),
      tbt.toFixed(0),
      cls.toFixed(3),
      String(seo),
      String(bp),
      kb(js).toFixed(1),
      kb(beforeLcp).toFixed(1),
      benchmarkIndex.toFixed(0),
      over.length ? `OVER: ${over.join(", ")}` : "all ok",
    ];
  });
  const routeRows = [...routeJs, ...firstVisits].map((route) => {
    const limit = route.route.endsWith("(first visit)") ? budgets.firstRouteJsKb : budgets.laterRouteJsKb;
    return [
      route.route,
      String(route.files),
      kb(route.jsBytes).toFixed(1),
      kb(route.bodyBytes).toFixed(1),
      String(limit),
      verdict(kb(route.jsBytes) <= limit),
    ];
  });
  const runs = figures[0]?.runs.length ?? 0;
  const lighthouse = figures.length
    ? [
        `Lighthouse 12, mobile (simulated slow 4G, 4x CPU), median of ${runs} run(s); CPU index is lhr.environment.benchmarkIndex (higher = faster machine)`,
        table(header, rows),
        "",
      ]
    : [];
  return [
    ...lighthouse,
    ...formatMainThread(figures),
    ...formatFloors(floors, figures, budgets),
    "JavaScript Chromium downloads per route (bytes on the wire: JS KB with response headers, judged; bodies KB without)",
    table(["route", "files", "JS KB", "bodies KB", "budget KB", "verdict"], routeRows),
  ].join("\n");
}

/**
 * What each page's main thread did after its first paint, read from the runs' traces
 * (main-thread.ts): blocking counted from wall time (close to what Lighthouse's TBT adds up) and
 * from CPU time (the app's own work, without the waits for a core that a busy host adds).
 */
function formatMainThread(figures: PageFigures[]): string[] {
  const rows = figures
    .filter(({ runs }) => runs.some((run) => run.mainThread))
    .map(({ page, runs }) => {
      const traced = runs.flatMap((run) => (run.mainThread ? [run.mainThread] : []));
      return [
        page.name,
        median(traced.map((blocking) => blocking.byWallMs)).toFixed(0),
        median(traced.map((blocking) => blocking.byCpuMs)).toFixed(0),
        traced.map((blocking) => blocking.byCpuMs.toFixed(0)).join(" / "),
        `${(median(traced.map((blocking) => blocking.cpuShare)) * 100).toFixed(0)} %`,
      ];
    });
  if (!rows.length) return [];
  return [
    "The page's main thread after its first paint (each run's trace; every task as Lighthouse counts it: 4x its time less 50 ms, summed)",
    table(["page", "by wall ms", "by CPU ms", "by CPU each run", "CPU share of wall"], rows),
    "By CPU time leaves out the time the thread waited for a core: it is the app's own work, the figure to compare builds by on a busy host.",
    "",
  ];
}

/**
 * The same Lighthouse figures without the app's JavaScript (floor.ts): the two-element page is what
 * Chromium and Lighthouse alone cost this machine; a page without its scripts, what its HTML, CSS
 * and images cost. TBT is printed run by run, as its spread is the point; "JS adds" is the page's
 * median TBT with its scripts less the median without them.
 */
function formatFloors(floors: PageFigures[], figures: PageFigures[], budgets: Budgets): string[] {
  if (floors.length === 0) return [];
  const tbtOf = (runs: LighthouseRun[]) => median(runs.map((run) => run.tbtMs));
  const rows = floors.map(({ page, runs }) => {
    const withJs = figures.find((figure) => figure.page.path === page.path);
    return [
      page.name,
      String(median(runs.map((run) => run.performance))),
      median(runs.map((run) => run.lcpMs)).toFixed(0),
      tbtOf(runs).toFixed(0),
      runs.map((run) => run.tbtMs.toFixed(0)).join(" / "),
      withJs ? (tbtOf(withJs.runs) - tbtOf(runs)).toFixed(0) : "",
      median(runs.map((run) => run.benchmarkIndex)).toFixed(0),
    ];
  });
  const blank = floors[0]!;
  const over = blank.runs.filter((run) => run.tbtMs > budgets.tbtMs).length;
  const judged =
    over > 0
      ? `The ${blank.page.name} went over the ${budgets.tbtMs} ms TBT budget in ${over} of ${blank.runs.length} runs (median ${tbtOf(blank.runs).toFixed(0)} ms) with no script and no stylesheet: on this machine a TBT verdict above measures the machine as much as the app.`
      : `The ${blank.page.name}'s TBT stayed within the ${budgets.tbtMs} ms budget in every run.`;
  return [
    "Without the app's JavaScript (floor.ts: what Chromium, Lighthouse and the HTML, CSS and images cost on this machine)",
    table(["page", "perf", "LCP ms", "TBT ms", "TBT each run", "JS adds ms", "CPU index"], rows),
    judged,
    "",
  ];
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  ");
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
