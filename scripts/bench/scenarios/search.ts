import { seedDemoContentOnce } from "../../../src/server/seed/demo";
import { seedLargeDataSet } from "../../seed-large";
import { startBenchServer } from "../discovery/bench-server";
import { type LoadResult, runHttpLoad } from "../discovery/load";
import type { BenchDriver, BenchRow, BenchScenario } from "../types";

/**
 * What people type into the search box: whole names, typos and other romanisations, words of a bio,
 * a city, a short prefix. On the large data set some of them ('monsoon', 'live', 'mumbai') match
 * thousands of rows, which is the hard case for ranking.
 */
const QUERIES = [
  "monsoon static",
  "Monsun Statik",
  "chaupati lights",
  "Filter Kapi",
  "Pravakar",
  "Kabeer Van",
  "Koramangla",
  "harmoni",
  "mumbai",
  "live",
  "the loudbox",
  "jazz",
  "monsoon",
  "ba",
];
const SEARCH_PATHS = QUERIES.map((q) => `/api/search?${new URLSearchParams({ q })}`);
const BAND_LIST = ["/api/bands"];

/** A latency/throughput target applies to one database (issue 20 names which). */
type Target = { driver: BenchDriver; p50Ms?: number; p99Ms?: number; perSecond?: number };
/** `shared`: the server as configured by default (answers shared for READ_CACHE_MS); else READ_CACHE_MS=0. */
type Case = { name: string; paths: string[]; connections: number; targets: Target[]; shared?: boolean };

/** Demo data first (what a fresh install serves), then the large data set on top. */
const DEMO_CASES: Case[] = [
  {
    name: "search, demo",
    paths: SEARCH_PATHS,
    connections: 10,
    targets: [{ driver: "postgres", p50Ms: 15, perSecond: 500 }],
    shared: true,
  },
  { name: "search, demo", paths: SEARCH_PATHS, connections: 10, targets: [] },
];
const LARGE_CASES: Case[] = [
  {
    name: "search, large",
    paths: SEARCH_PATHS,
    connections: 10,
    targets: [{ driver: "postgres", p50Ms: 30 }],
    shared: true,
  },
  { name: "search, large", paths: SEARCH_PATHS, connections: 10, targets: [] },
  {
    name: "band list, large",
    paths: BAND_LIST,
    connections: 10,
    targets: [{ driver: "postgres", p50Ms: 5 }],
    shared: true,
  },
  { name: "band list, large", paths: BAND_LIST, connections: 10, targets: [] },
  {
    name: "band list, large",
    paths: BAND_LIST,
    connections: 50,
    targets: [{ driver: "pglite", p99Ms: 500 }],
    shared: true,
  },
  { name: "band list, large", paths: BAND_LIST, connections: 50, targets: [] },
  { name: "search, large", paths: SEARCH_PATHS, connections: 50, targets: [], shared: true },
  { name: "search, large", paths: SEARCH_PATHS, connections: 50, targets: [] },
];

/** Known answers on the demo data: a speed-up must not change what search finds first. */
const EXPECTED_TOP: { q: string; kind: "bands" | "artists" | "venues"; name: string }[] = [
  { q: "Monsun Statik", kind: "bands", name: "Monsoon Static" },
  { q: "chaupati lights", kind: "bands", name: "The Chowpatty Lights" },
  { q: "Kabeer Van", kind: "artists", name: "Kabir Vaan" },
  { q: "Koramangla", kind: "venues", name: "Koramangala Courtyard" },
];

/**
 * Search (GET /api/search, all four kinds, 5 each) and the band list (GET /api/bands) over HTTP
 * against the whole app (see discovery/bench-server.ts), load from a child process: on the demo
 * data at 10 connections, then on the large data set (npm run seed:large) at 10 and at 50
 * connections. Prints req/s, p50, p99, how many answers were 503 'busy', and each target of issue 20
 * with its verdict: search ≥ 500 req/s and p50 ≤ 15 ms on PostgreSQL (demo data), p50 ≤ 30 ms
 * (large); band list p50 ≤ 5 ms at 10 connections (large, PostgreSQL) and p99 ≤ 500 ms at 50
 * connections on PGlite. Each case runs twice: against the server as configured by default
 * ("shared": the band list and search answers are reused for READ_CACHE_MS, which a rotation over a
 * few queries mostly hits) and against the same app with READ_CACHE_MS=0 ("fresh": every answer
 * from the database). The targets are judged on the shared server, as users meet it; the fresh
 * figures say what a query nobody asked recently costs. The check: every answer is 200 (or 503
 * under overload) and search still ranks the demo's known names first.
 */
export const searchScenario: BenchScenario = {
  name: "search",
  description: "Search and band list over HTTP: demo and large data at 10 connections, 50 on PGlite; targets",
  async run(context) {
    const server = await startBenchServer(context);
    // The same app with every answer read fresh, to show what the database side costs.
    const unshared = await startBenchServer(context, { READ_CACHE_MS: "0" });
    try {
      await seedDemoContentOnce(server.deps);
      const check = await checkRanking(server.app);
      const lines: string[] = [];
      const rows: BenchRow[] = [];
      const measure = async (cases: Case[]) => {
        for (const benchCase of cases) {
          const port = benchCase.shared ? server.port : unshared.port;
          const load = { port, paths: benchCase.paths, concurrency: benchCase.connections };
          const result = await runHttpLoad({ ...load, warmupMs: 1_000, budgetMs: context.budgetMs });
          const failed = result.failures ? `MISMATCH: ${result.failures} failed (${result.firstFailure})` : undefined;
          lines.push(detailLine(benchCase, context.driver, result));
          rows.push({
            scenario: "search",
            case: `${benchCase.name} @${benchCase.connections}${benchCase.shared ? "" : " fresh"}`,
            database: context.driver,
            operations: result.operations,
            seconds: result.seconds,
            check: failed ?? check,
          });
        }
      };
      await measure(DEMO_CASES);
      console.log("    seeding the large data set…");
      await seedLargeDataSet(context.db.db);
      await measure(LARGE_CASES);
      console.log(`\n${DETAIL_HEADER}\n${lines.join("\n")}`);
      return rows;
    } finally {
      await server.close();
      await unshared.close();
    }
  },
};

async function checkRanking(app: { request(path: string): Response | Promise<Response> }): Promise<string> {
  for (const expected of EXPECTED_TOP) {
    const res = await app.request(`/api/search?${new URLSearchParams({ q: expected.q })}`);
    const body = (await res.json()) as Record<string, { name: string }[]>;
    const top = body[expected.kind]?.[0]?.name;
    if (top !== expected.name) return `MISMATCH: '${expected.q}' found ${top ?? "nothing"} first`;
  }
  return "OK";
}

function verdicts(targets: Target[], driver: BenchDriver, run: LoadResult): string {
  const perSecond = run.seconds ? run.operations / run.seconds : 0;
  const mine = targets.filter((target) => target.driver === driver);
  if (mine.length === 0) return "(no target on this database)";
  return mine
    .flatMap((target) => [
      target.perSecond !== undefined &&
        `≥ ${target.perSecond} req/s ${perSecond >= target.perSecond ? "met" : "NOT met"}`,
      target.p50Ms !== undefined && `p50 ≤ ${target.p50Ms} ms ${run.p50 <= target.p50Ms ? "met" : "NOT met"}`,
      target.p99Ms !== undefined && `p99 ≤ ${target.p99Ms} ms ${run.p99 <= target.p99Ms ? "met" : "NOT met"}`,
    ])
    .filter(Boolean)
    .join(", ");
}

const DETAIL_HEADER = [
  "    case               answers  conns  db        req/s   p50 ms   p99 ms   busy  targets",
  "    -----------------  -------  -----  --------  -----  -------  -------  -----  -------",
].join("\n");

function detailLine(benchCase: Case, driver: BenchDriver, run: LoadResult): string {
  return [
    `    ${benchCase.name.padEnd(17)}`,
    (benchCase.shared ? "shared" : "fresh").padEnd(7),
    String(benchCase.connections).padStart(5),
    driver.padEnd(8),
    String(run.seconds ? Math.round(run.operations / run.seconds) : 0).padStart(5),
    run.p50.toFixed(1).padStart(7),
    run.p99.toFixed(1).padStart(7),
    String(run.busy ?? 0).padStart(5),
    verdicts(benchCase.targets, driver, run),
  ].join("  ");
}
