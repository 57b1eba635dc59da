import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../src/server/test/server-process";
import { compileServer, SERVER_ENTRY } from "../../build-server";
import type { BenchRow, BenchScenario } from "../types";

const root = fileURLToPath(new URL("../../..", import.meta.url));
/** How long the server sits without requests before its memory is read ("idle after start"). */
const IDLE_MS = 10_000;
const RESTART_TARGET_MS = 3_000;
const IDLE_RSS_TARGET_MB = 300;
const HEALTH_TIMEOUT_MS = 300_000;
const PEAK_SAMPLE_MS = 100;

type Launch = { name: string; args: string[]; fresh: boolean };

/** Compiled JavaScript as `npm start` runs it; tsx as `npm run dev` runs it (for comparison). */
const LAUNCHES: Launch[] = [
  { name: "cold start (compiled, new data dir, demo seed)", args: [SERVER_ENTRY], fresh: true },
  { name: "restart (compiled)", args: [SERVER_ENTRY], fresh: false },
  { name: "restart (tsx, as npm run dev)", args: ["--import", "tsx", "src/server/main.ts"], fresh: false },
];

type Measured = { ms: number; cpuMs: number; rssMb: number; peakMb: number };

/**
 * The embedded database's server from `node` to a 200 on /api/health, as a child process on a
 * throwaway DATA_DIR: a first start (migrations, reference data, demo seed), then a restart on the
 * same data dir (target ≤ 3 s), and the same restart under tsx. After each, the server idles for
 * 10 s and its resident memory is read from /proc (target ≤ 300 MB); `peak RSS` is the most the
 * server and its children held at once while starting, sampled every 100 ms. `cpu ms` is the
 * server's CPU time up to the health answer, with that of the processes it waited for (a first
 * start prepares the database in a child, src/server/prepare.ts): on a busy shared machine it moves
 * much less than the wall time. Runs once, on the PGlite pass (the PostgreSQL pass has no data dir to start from).
 */
export const startupScenario: BenchScenario = {
  name: "startup",
  description: "Embedded-database server: cold start, restart (target ≤ 3 s) and idle RSS (target ≤ 300 MB)",
  async run(context) {
    if (context.driver !== "pglite") return [];
    await compileServer();
    const dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-startup-"));
    const rows: BenchRow[] = [];
    const lines: string[] = [];
    try {
      for (const launch of LAUNCHES) {
        if (launch.fresh) rmSync(path.join(dataDir, "db"), { recursive: true, force: true });
        const result = await measureStart(launch, dataDir).catch((error: Error) => error);
        if (result instanceof Error) {
          rows.push(row(launch.name, 0, `MISMATCH: ${result.message}`));
          continue;
        }
        lines.push(detailLine(launch, result));
        rows.push(row(launch.name, result.ms / 1000, "OK"));
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`\n${DETAIL_HEADER}\n${lines.join("\n")}`);
    return rows;
  },
};

const row = (name: string, seconds: number, check: string): BenchRow => ({
  scenario: "startup",
  case: name,
  database: "pglite",
  operations: 1,
  seconds,
  check,
});

async function measureStart(launch: Launch, dataDir: string): Promise<Measured> {
  const port = await freePort();
  const started = performance.now();
  const { child, stderr } = spawnServer(launch.args, port, dataDir, {
    DATABASE_URL: "",
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
  });
  // What the machine must have free while the server starts: its memory and its children's at once.
  let peakMb = 0;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, treeRssMb(child.pid!));
  }, PEAK_SAMPLE_MS);
  try {
    await untilHealthy(child, port, stderr);
    const ms = performance.now() - started;
    const cpuMs = cpuTimeMs(child.pid!);
    clearInterval(sampler);
    await sleep(IDLE_MS);
    return { ms, cpuMs, rssMb: rssMb(child.pid!), peakMb };
  } finally {
    clearInterval(sampler);
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
  }
}

/**
 * The server as a child process on PORT and DATA_DIR (production mode, no web build), with
 * `settings` on top; stdout dropped, stderr kept for the error message.
 */
export function spawnServer(args: string[], port: number, dataDir: string, settings: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(dataDir, "no-web-build"),
      ...settings,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return { child, stderr: () => stderr };
}

/** Polls the child server until `route` answers 200 (it exiting first, or time running out, throws). */
export async function untilHealthy(child: ChildProcess, port: number, stderr: () => string, route = "/api/health") {
  const deadline = performance.now() + HEALTH_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr().slice(0, 300)}`);
    const ok = await fetch(`http://127.0.0.1:${port}${route}`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(25);
  }
  throw new Error("no answer on /api/health in time");
}

/**
 * utime + stime of a process and cutime + cstime of its children that ended, from /proc/<pid>/stat,
 * in ms (clock ticks are 1/100 s on Linux).
 */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
}

function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0; // ended between the listing and the read
  }
}

/** Resident memory of a process and of its descendants, summed. */
function treeRssMb(pid: number): number {
  let children: string[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean);
  } catch {
    // ended
  }
  return rssMb(pid) + children.reduce((sum, child) => sum + treeRssMb(Number(child)), 0);
}

const DETAIL_HEADER = [
  "    case                                              to health   cpu ms   peak RSS   idle RSS  targets",
  "    ------------------------------------------------  ---------  -------  ---------  ---------  -------",
].join("\n");

function detailLine(launch: Launch, run: Measured): string {
  const verdicts = [`RSS ≤ ${IDLE_RSS_TARGET_MB} MB ${run.rssMb <= IDLE_RSS_TARGET_MB ? "met" : "NOT met"}`];
  if (!launch.fresh && launch.args[0] === SERVER_ENTRY) {
    verdicts.unshift(`≤ ${RESTART_TARGET_MS / 1000} s ${run.ms <= RESTART_TARGET_MS ? "met" : "NOT met"}`);
  }
  return [
    `    ${launch.name.padEnd(48)}`,
    `${(run.ms / 1000).toFixed(2)} s`.padStart(9),
    String(Math.round(run.cpuMs)).padStart(7),
    `${Math.round(run.peakMb)} MB`.padStart(9),
    `${Math.round(run.rssMb)} MB`.padStart(9),
    verdicts.join(", "),
  ].join("  ");
}
