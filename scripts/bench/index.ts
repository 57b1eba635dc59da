/**
 * `npm run bench`: throughput figures for the hot paths, on PGlite and on PostgreSQL, printed as a
 * table. Each scenario checks its own results at the end (OK / MISMATCH); the exit code is 1 on a
 * mismatch. No timing is asserted: the figures are for people to compare.
 *
 *   npm run bench                      every scenario, both databases
 *   npm run bench -- xp                only the scenarios named
 *   npm run bench -- --db postgres     only one database (pglite | postgres)
 *   npm run bench -- --list            what there is
 *   npm run bench -- scale             PostgreSQL: WEB_CONCURRENCY=1 vs 2, media on s3rver vs disk
 *   npm run bench -- lighthouse        Lighthouse on the built app's public pages (scripts/bench/lighthouse)
 *
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; each run makes its own
 * throwaway database there (named BENCH_DATABASE_NAME if set) and drops it. BENCH_BUDGET_MS bounds
 * each case (default 10000).
 */
import { createLogger } from "../../src/server/logger";
import { openBenchDatabase } from "./databases";
import { SCENARIOS } from "./scenarios";
import { formatTable } from "./table";
import type { BenchDriver, BenchRow } from "./types";

const args = process.argv.slice(2);
const dbFlag = args.indexOf("--db");
const drivers: BenchDriver[] = dbFlag >= 0 ? [args[dbFlag + 1] as BenchDriver] : ["pglite", "postgres"];
const names = args.filter((arg, i) => !arg.startsWith("--") && (dbFlag < 0 || i !== dbFlag + 1));
const budgetMs = Number(process.env.BENCH_BUDGET_MS) || 10_000;

async function main(): Promise<number> {
  // Not a database scenario: it measures the built app in a browser (issue 20's budgets).
  if (names.includes("lighthouse")) {
    const { lighthouseBench } = await import("./lighthouse");
    return lighthouseBench();
  }
  if (args.includes("--list")) {
    for (const scenario of SCENARIOS) console.log(`${scenario.name.padEnd(12)} ${scenario.description}`);
    console.log(
      `${"lighthouse".padEnd(12)} Lighthouse 12 (mobile) on six public pages, and the JS fetched per route (issue 20 budgets)`,
    );
    return 0;
  }
  const unknownDriver = drivers.find((driver) => driver !== "pglite" && driver !== "postgres");
  if (unknownDriver !== undefined) return fail(`unknown database "${unknownDriver}" (pglite or postgres)`);
  const unknown = names.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length > 0) return fail(`unknown scenario ${unknown.join(", ")} (see --list)`);
  const chosen = names.length ? SCENARIOS.filter((scenario) => names.includes(scenario.name)) : SCENARIOS;

  const logger = createLogger("error");
  const rows: BenchRow[] = [];
  for (const driver of drivers) {
    let database: Awaited<ReturnType<typeof openBenchDatabase>>;
    try {
      database = await openBenchDatabase(driver);
    } catch (error) {
      console.log(`skipped ${driver}: ${(error as Error).message}`);
      continue;
    }
    console.log(`${driver}: ${database.label}`);
    try {
      for (const scenario of chosen) {
        console.log(`  running ${scenario.name}…`);
        rows.push(
          ...(await scenario.run({ db: database.handle, databaseUrl: database.url, driver, logger, budgetMs })),
        );
      }
    } finally {
      await database.dispose();
    }
  }
  console.log(`\n${formatTable(rows)}\n`);
  const mismatches = rows.filter((row) => row.check !== "OK").length;
  console.log(mismatches ? `${mismatches} MISMATCH` : "all checks OK");
  return mismatches ? 1 : 0;
}

function fail(message: string) {
  console.error(`bench: ${message}`);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("bench failed:", error);
    process.exit(1);
  },
);
