/**
 * `npm test`: typecheck, lint, unit tests, API tests, then the built app in a real browser. Each tool's own
 * output streams as usual; their JSON reports are counted, and the last line is the plain
 * `N passed, N failed[, N skipped]` that people and CI read. Exits non-zero if any step failed.
 *
 *   npm test                    every phase
 *   npm test -- api e2e         only the phases named (typecheck, lint, unit, api, e2e)
 *
 * TEST_DATABASE_URL=postgres://…  runs the API tests against that PostgreSQL server instead of PGlite.
 * TEST_SUMMARY_FILE=path          also writes the counts there as JSON (.ci/run adds up two runs).
 * CHROMIUM_PATH=path              another Chromium than /usr/bin/chromium.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CHROMIUM_PATH, DATA_DIR_PREFIX } from "../e2e/support/env";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
const PHASES = ["typecheck", "lint", "unit", "api", "e2e"] as const;
type PhaseName = (typeof PHASES)[number];

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

interface Result extends Counts {
  phase: string;
  seconds: number;
  /** "ok", "failed", or why the phase did not run. */
  outcome: string;
}

const reports = mkdtempSync(path.join(tmpdir(), "loudtribe-test-reports-"));
const results: Result[] = [];

/** Runs a command with the terminal as its output; resolves with its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("error", (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function heading(text: string) {
  console.log(`\n━━ ${text} ${"━".repeat(Math.max(0, 72 - text.length))}\n`);
}

async function phase(name: string, body: () => Promise<Omit<Result, "phase" | "seconds">>) {
  heading(name);
  const started = performance.now();
  const result = await body();
  results.push({ phase: name, seconds: (performance.now() - started) / 1000, ...result });
}

/** A step that is not a test runner (typecheck, build) counts as one test: passed or failed. */
const step = (ok: boolean) => ({ passed: 0, failed: ok ? 0 : 1, skipped: 0, outcome: ok ? "ok" : "failed" });

async function typecheck() {
  const app = await run(bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]);
  // The service worker is its own program (WebWorker library, not the DOM's).
  const serviceWorker = await run(bin("tsc"), ["-p", "tsconfig.sw.json", "--noEmit"]);
  return step(app === 0 && serviceWorker === 0);
}

/** Biome (format, imports, lint rules) and the web import boundaries: one test, like typecheck. */
async function lint() {
  const biome = await run(bin("biome"), ["check", ".", "--error-on-warnings"]);
  const boundaries = await run(process.execPath, ["--import", "tsx", "scripts/check-boundaries.ts"]);
  return step(biome === 0 && boundaries === 0);
}

async function vitest(project: "unit" | "api") {
  const report = path.join(reports, `${project}.json`);
  const code = await run(bin("vitest"), [
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  return withExitCode(code, vitestCounts(report));
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: { status: string }[] }[];
}

function vitestCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, "utf8")) as VitestReport;
  // A file that failed to load (syntax error, a throwing top-level await) has no failed test of
  // its own but must still count.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

async function e2e() {
  if (!existsSync(CHROMIUM_PATH)) {
    console.log(`Chromium not found at ${CHROMIUM_PATH}: skipping end-to-end tests (apt-get install chromium)`);
    return { passed: 0, failed: 0, skipped: 0, outcome: "skipped: no Chromium" };
  }
  if ((await run("npm", ["run", "build"])) !== 0) return { ...step(false), outcome: "failed: build" };
  const report = path.join(reports, "e2e.json");
  const dataDir = mkdtempSync(path.join(tmpdir(), DATA_DIR_PREFIX));
  try {
    const code = await run(bin("playwright"), ["test"], {
      LOUDTRIBE_E2E_JSON: report,
      LOUDTRIBE_E2E_DATA_DIR: dataDir,
    });
    return withExitCode(code, playwrightCounts(report));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: unknown[];
}

function playwrightCounts(file: string): Counts | undefined {
  if (!existsSync(file)) return undefined;
  const { stats, errors } = JSON.parse(readFileSync(file, "utf8")) as PlaywrightReport;
  // errors: the run itself failed (web server did not start, global setup threw, a spec did not load).
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + errors.length, skipped: stats.skipped };
}

/** A runner that exited non-zero without reporting a failed test still failed (e.g. it crashed). */
function withExitCode(code: number, counts: Counts | undefined) {
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 };
  if (code !== 0 && c.failed === 0) c.failed = 1;
  return { ...c, outcome: code === 0 && c.failed === 0 ? "ok" : "failed" };
}

async function main() {
  const asked = process.argv.slice(2).filter((arg) => arg !== "--");
  const unknown = asked.filter((arg) => !(PHASES as readonly string[]).includes(arg));
  if (unknown.length > 0) {
    console.error(`unknown phase ${unknown.join(", ")}; phases: ${PHASES.join(", ")}`);
    process.exit(2);
  }
  const wanted = new Set<PhaseName>(asked.length > 0 ? (asked as PhaseName[]) : PHASES);
  const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
  const started = performance.now();

  if (wanted.has("typecheck")) await phase("typecheck", typecheck);
  if (wanted.has("lint")) await phase("lint", lint);
  if (wanted.has("unit")) await phase("unit tests", () => vitest("unit"));
  if (wanted.has("api")) await phase(`API tests on ${database}`, () => vitest("api"));
  if (wanted.has("e2e")) await phase("end-to-end tests", e2e);
  rmSync(reports, { recursive: true, force: true });

  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  const seconds = (performance.now() - started) / 1000;
  heading("summary");
  for (const r of results) {
    const counts = r.passed + r.failed + r.skipped > 0 ? `${r.passed} passed, ${r.failed} failed` : "";
    console.log(`  ${r.phase.padEnd(26)} ${`${r.seconds.toFixed(1)}s`.padStart(7)}  ${r.outcome.padEnd(8)} ${counts}`);
  }
  console.log(`  ${"total".padEnd(26)} ${`${seconds.toFixed(1)}s`.padStart(7)}\n`);

  if (process.env.TEST_SUMMARY_FILE) {
    writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ ...total, seconds, phases: results }, null, 2));
  }
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ""}`);
  process.exit(results.some((r) => r.outcome.startsWith("failed")) ? 1 : 0);
}

await main();
