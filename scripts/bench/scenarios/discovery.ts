import { sql } from "drizzle-orm";
import type { createApp } from "../../../src/server/app";
import { seedLargeDataSet } from "../../seed-large";
import { startBenchServer } from "../discovery/bench-server";
import { type CapturedQuery, captureQueries, replayer } from "../discovery/capture";
import { firstRouteJsSize } from "../discovery/js-size";
import { type LoadResult, runHttpLoad, runLoad } from "../discovery/load";
import type { BenchContext, BenchRow, BenchScenario } from "../types";

/** Connections held open at once, as the issue asks. */
const CONCURRENCY = 50;
/** How many different rows the load rotates over, and how many are replayed as SQL. */
const SAMPLE = 200;
const JS_TARGET_BYTES = 120 * 1024;

type Case = { name: string; paths: string[] };
/** A load run and the CPU time this process spent during it, per completed operation. */
type Measured = LoadResult & { cpuMs: number };

/**
 * The discovery pages on the large data set (npm run seed:large's TARGETS): for the band list,
 * band profile, gig list and venue detail APIs, requests per second and p50/p99 latency over HTTP
 * at 50 connections, next to the same SQL statements sent straight to the driver at the same
 * concurrency (the ratio shows what HTTP, routing, validation and JSON cost; the target is ≥ 50%).
 * Then the gzipped JS of the first route from a production build (target ≤ 120 KB).
 *
 * What is measured (docs/decisions/performance.md explains the figures):
 * - API: the whole app as `npm start` builds it (createApp(buildDeps(…)), every global middleware,
 *   NODE_ENV=production) behind @hono/node-server in this process, as a visitor's browser calls it
 *   (GET, Accept JSON, Accept-Encoding gzip, no cookie). The server logs its one line per request
 *   at the default level (info), to /dev/null, as synchronously as to stdout in production. The
 *   load comes from a child process (discovery/http-load-worker.ts), so this event loop runs the
 *   server only.
 * - SQL: the statements each of those requests sent, captured from the driver one request at a
 *   time, replayed unchanged through the same driver (same pool; PGlite in this process) from this
 *   process, all statements of a request at once: no HTTP, routing, validation, Drizzle or JSON.
 * - cpu ms: this process's CPU time (user + system) per completed request or replay. It includes
 *   PGlite's own work (in process), not PostgreSQL's (its own processes). On a busy machine it
 *   moves less than req/s, which depends on what else the cores are doing.
 */
export const discoveryScenario: BenchScenario = {
  name: "discovery",
  description:
    "Band list, band profile, gig list, venue detail: API vs raw SQL req/s at 50 connections; first-route JS",
  async run(context) {
    console.log("    seeding the large data set…");
    await seedLargeDataSet(context.db.db);
    const { app, port, close } = await startBenchServer(context);
    try {
      const rows: BenchRow[] = [];
      const lines: string[] = [];
      for (const benchCase of await cases(context)) {
        const { api, driver, check } = await measureCase(context, app, port, benchCase);
        const ratio = driver.operations ? api.operations / api.seconds / (driver.operations / driver.seconds) : 0;
        lines.push(detailLine(benchCase.name, context.driver, api, driver, ratio));
        rows.push(
          {
            scenario: "discovery",
            case: `${benchCase.name} (API)`,
            database: context.driver,
            operations: api.operations,
            seconds: api.seconds,
            check,
          },
          {
            scenario: "discovery",
            case: `${benchCase.name} (SQL)`,
            database: context.driver,
            operations: driver.operations,
            seconds: driver.seconds,
            check,
          },
        );
      }
      console.log(`\n${DETAIL_HEADER}\n${lines.join("\n")}`);
      if (context.driver === "pglite") {
        const js = firstRouteJsSize();
        const kb = js.gzipBytes / 1024;
        console.log(
          `\n    first route (/) JS from ${js.source}: ${js.files.length} files, ${kb.toFixed(1)} KB gzipped (target ≤ 120 KB: ${js.gzipBytes <= JS_TARGET_BYTES ? "met" : "NOT met"})`,
        );
        rows.push({
          scenario: "discovery",
          case: `first-route JS ${kb.toFixed(1)} KB gz`,
          database: context.driver,
          operations: 0,
          seconds: 0,
          check: "OK",
        });
      }
      return rows;
    } finally {
      await close();
    }
  },
};

/** The four APIs, each over SAMPLE different rows (random bands and venues). */
async function cases({ db }: BenchContext): Promise<Case[]> {
  const ids = async (table: "bands" | "venues") =>
    (
      await db.db.execute<{ id: string }>(
        sql`select id from ${sql.identifier(table)} order by random() limit ${SAMPLE}`,
      )
    ).rows.map((row) => row.id);
  const [bandIds, venueIds] = [await ids("bands"), await ids("venues")];
  return [
    { name: "band list", paths: ["/api/bands"] },
    { name: "band profile", paths: bandIds.map((id) => `/api/bands/${id}`) },
    { name: "gig list", paths: ["/api/events"] },
    { name: "venue detail", paths: venueIds.map((id) => `/api/venues/${id}`) },
  ];
}

async function measureCase(
  context: BenchContext,
  app: ReturnType<typeof createApp>,
  port: number,
  benchCase: Case,
): Promise<{ api: Measured; driver: Measured; check: string }> {
  // The statements each request sends, captured one request at a time (in process, no HTTP).
  const statements: CapturedQuery[][] = [];
  for (const requestPath of benchCase.paths.slice(0, SAMPLE)) {
    let status = 0;
    statements.push(
      await captureQueries(context.db.db, async () => {
        status = (await app.request(requestPath)).status;
      }),
    );
    if (status !== 200) return { ...empty(), check: `MISMATCH: ${requestPath} answered ${status}` };
  }
  const load = { port, paths: benchCase.paths, concurrency: CONCURRENCY };
  await runHttpLoad({ ...load, warmupMs: 0, budgetMs: 1_000 }); // warm-up (its own run, so the CPU below is the measured part's)
  const api = await withCpu(() => runHttpLoad({ ...load, warmupMs: 0, budgetMs: context.budgetMs }));
  const replays = statements.map((list) => replayer(context.db.db, list));
  const pick =
    <T>(list: readonly T[]) =>
    (i: number) =>
      list[i % list.length]!;
  const driver = await withCpu(() => runLoad(CONCURRENCY, context.budgetMs, pick(replays), (replay) => replay()));
  const failed = api.failures || driver.failures;
  return {
    api,
    driver,
    check: failed ? `MISMATCH: ${failed} failed (${api.firstFailure ?? driver.firstFailure})` : "OK",
  };
}

async function withCpu(run: () => Promise<LoadResult>): Promise<Measured> {
  const before = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(before);
  return { ...result, cpuMs: result.operations ? (used.user + used.system) / 1000 / result.operations : 0 };
}

const empty = () => {
  const none: Measured = { operations: 0, seconds: 0, p50: 0, p99: 0, failures: 0, cpuMs: 0 };
  return { api: none, driver: none };
};

const DETAIL_HEADER = [
  "    case           db        API req/s   p50 ms   p99 ms   cpu ms   SQL req/s   p50 ms   p99 ms   cpu ms   API/SQL",
  "    -------------  --------  ---------  -------  -------  -------  ----------  -------  -------  -------  -------",
].join("\n");

function detailLine(name: string, driver: string, api: Measured, sqlRun: Measured, ratio: number): string {
  const rate = (run: LoadResult) => (run.seconds ? Math.round(run.operations / run.seconds) : 0).toString();
  const ms = (value: number) => value.toFixed(1);
  return [
    `    ${name.padEnd(13)}`,
    driver.padEnd(8),
    rate(api).padStart(9),
    ms(api.p50).padStart(7),
    ms(api.p99).padStart(7),
    api.cpuMs.toFixed(2).padStart(7),
    rate(sqlRun).padStart(10),
    ms(sqlRun.p50).padStart(7),
    ms(sqlRun.p99).padStart(7),
    sqlRun.cpuMs.toFixed(2).padStart(7),
    `${Math.round(ratio * 100)}%${ratio >= 0.5 ? "" : " (<50%)"}`.padStart(7),
  ].join("  ");
}
