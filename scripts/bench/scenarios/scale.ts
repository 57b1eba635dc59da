import { fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { freePort } from "../../../src/server/test/server-process";
import { compileServer, SERVER_ENTRY } from "../../build-server";
import { seedLargeDataSet } from "../../seed-large";
import { startBenchServer } from "../discovery/bench-server";
import { type LoadResult, runHttpLoad } from "../discovery/load";
import type { BenchContext, BenchRow, BenchScenario } from "../types";
import { spawnServer, untilHealthy } from "./startup";

const _root = fileURLToPath(new URL("../../..", import.meta.url));
const CONCURRENCY = 50;
const SAMPLE = 200;
/** The width the band cards ask for on a phone (srcset 480w). */
const CARD_WIDTH = 480;
const S3_BUCKET = "loudtribe-bench";

/**
 * Issue 15's quality bar, on PostgreSQL (the PGlite pass skips it: the embedded database runs one
 * process):
 * - Every core: the real server (`npm start`'s compiled entry, child processes) on the large data
 *   set with WEB_CONCURRENCY=1 and =2, both up at once, each loaded in turn (1, 2, 1, 2: best of
 *   ROUNDS) with the band list and band profile APIs at 50 keep-alive connections from another
 *   process; req/s side by side, the 2:1 ratio, and the servers' own CPU time per request (from
 *   /proc, primary + workers), which moves much less than req/s when others load the machine.
 * - Object storage: GET /img/480/… (a card image, its variant already made and cached by the
 *   driver) through the app in this process with the local-disk driver and with the S3 driver
 *   against an s3rver in a process of its own, runs alternating; req/s and the S3:disk ratio.
 * The load generator, PostgreSQL, s3rver and the servers share the machine's cores: on a two-core
 * host two workers compete with them, so the ratio is bounded well below 2 (see performance.md).
 */
export const scaleScenario: BenchScenario = {
  name: "scale",
  description: "PostgreSQL: band list/profile req/s with WEB_CONCURRENCY=1 vs 2; card image req/s on s3rver vs disk",
  async run(context) {
    if (context.driver !== "postgres" || !context.databaseUrl) return [];
    console.log("    seeding the large data set…");
    await seedLargeDataSet(context.db.db);
    await compileServer();
    const bandIds = (
      await context.db.db.execute<{ id: string }>(sql`select id from bands order by random() limit ${SAMPLE}`)
    ).rows.map((row) => row.id);
    const cases = [
      { name: "band list", paths: ["/api/bands"] },
      { name: "band profile", paths: bandIds.map((id) => `/api/bands/${id}`) },
    ];
    const rows: BenchRow[] = [];
    // Both servers run at once and the runs alternate (1, 2, 1, 2): on a shared machine the load
    // from others drifts by several times within minutes, and back-to-back blocks would measure the drift.
    const best = new Map<string, Measured>();
    await withServer(context.databaseUrl, 1, (one) =>
      withServer(context.databaseUrl!, 2, async (two) => {
        for (const benchCase of cases) {
          for (const server of [one, two]) {
            await runHttpLoad({
              port: server.port,
              paths: benchCase.paths,
              concurrency: CONCURRENCY,
              warmupMs: 0,
              budgetMs: 2_000,
            });
          }
          for (let round = 0; round < ROUNDS; round++) {
            for (const [processes, server] of [
              [1, one],
              [2, two],
            ] as const) {
              const key = `${benchCase.name}|${processes}`;
              const before = cpuTicks(server.pid);
              const result = await runHttpLoad({
                port: server.port,
                paths: benchCase.paths,
                concurrency: CONCURRENCY,
                warmupMs: 0,
                budgetMs: context.budgetMs,
              });
              const cpuMs = result.operations
                ? ((cpuTicks(server.pid) - before) * 1000) / TICKS_PER_SECOND / result.operations
                : 0;
              const previous = best.get(key);
              if (!previous || rate(result) > rate(previous)) best.set(key, { ...result, cpuMs });
            }
          }
        }
      }),
    );
    for (const benchCase of cases) {
      for (const processes of [1, 2])
        rows.push(row(`${benchCase.name}, WEB_CONCURRENCY=${processes}`, best.get(`${benchCase.name}|${processes}`)!));
    }
    const media = await mediaRun(context);
    rows.push(row("card image, local disk", media.disk), row("card image, S3 (s3rver)", media.s3));

    const lines = cases.map((benchCase) => {
      const one = best.get(`${benchCase.name}|1`)!;
      const two = best.get(`${benchCase.name}|2`)!;
      return `    ${benchCase.name.padEnd(13)}  ${fmt(rate(one)).padStart(10)}  ${fmt(rate(two)).padStart(10)}  ${ratio(rate(two), rate(one)).padStart(6)}  ${one.cpuMs.toFixed(2).padStart(9)}  ${two.cpuMs.toFixed(2).padStart(9)}   p99 ${one.p99.toFixed(0)} → ${two.p99.toFixed(0)} ms`;
    });
    console.log(
      `\n    best of ${ROUNDS} alternating runs each; cpu ms: the server's processes' CPU time per request\n    case           WC=1 req/s  WC=2 req/s  ratio   WC=1 cpu  WC=2 cpu\n    -------------  ----------  ----------  ------  ---------  ---------\n${lines.join("\n")}`,
    );
    console.log(
      `\n    card image (/img/${CARD_WIDTH}/…): local disk ${fmt(rate(media.disk))} req/s, S3 (s3rver) ${fmt(rate(media.s3))} req/s, S3/disk ${ratio(rate(media.s3), rate(media.disk))}`,
    );
    return rows;
  },
};

const ROUNDS = 2;
const TICKS_PER_SECOND = 100;
type Measured = LoadResult & { cpuMs: number };
const rate = (result: LoadResult) => (result.seconds ? result.operations / result.seconds : 0);
const fmt = (value: number) => Math.round(value).toString();

/** User + system CPU ticks of a process and its children (a cluster's workers), from /proc. */
function cpuTicks(pid: number): number {
  const ticks = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, "utf8").split(") ")[1]!.split(" ");
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // no /proc (not Linux): CPU is reported as 0
  }
  return ticks(pid) + children.reduce((sum, child) => sum + ticks(child), 0);
}
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}×` : "-");

function row(name: string, result: LoadResult): BenchRow {
  return {
    scenario: "scale",
    case: name,
    database: "postgres",
    operations: result.operations,
    seconds: result.seconds,
    check: result.failures ? `MISMATCH: ${result.failures} failed (${result.firstFailure})` : "OK",
  };
}

/** The compiled server as `npm start` runs it, on the bench database, until `use` is done. */
async function withServer(
  databaseUrl: string,
  processes: number,
  use: (server: { port: number; pid: number }) => Promise<void>,
) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-scale-"));
  const { child, stderr } = spawnServer([SERVER_ENTRY], port, dataDir, {
    DATABASE_URL: databaseUrl,
    WEB_CONCURRENCY: String(processes),
    SEED_DEMO: "false",
    // One access line per request, as in production (to /dev/null here).
    LOG_LEVEL: "info",
  });
  try {
    await untilHealthy(child, port, stderr, "/api/ready");
    await use({ port, pid: child.pid! });
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => (child.exitCode === null ? child.once("exit", resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One stored card-sized photo, its 480 px variant made once, then loaded through each driver (both
 * app servers up at once, runs alternating, best of ROUNDS). The s3rver runs in a process of its own.
 */
async function mediaRun(context: BenchContext): Promise<{ disk: LoadResult; s3: LoadResult }> {
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7c3aed" } })
    .jpeg()
    .toBuffer();
  const s3rver = fork(path.join(import.meta.dirname, "..", "scale", "s3rver-process.ts"), [S3_BUCKET], {
    execArgv: process.execArgv,
    stdio: "inherit",
  });
  const servers: Awaited<ReturnType<typeof startBenchServer>>[] = [];
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      s3rver.once("message", (message) => resolve(message as { port: number }));
      s3rver.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
    });
    const settings: Record<string, string>[] = [
      {},
      {
        S3_BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
      },
    ];
    const loads = [];
    for (const setting of settings) {
      const server = await startBenchServer(context, setting);
      servers.push(server);
      const stored = await server.deps.storage.put("band-assets", photo, { ext: "jpg" });
      const url = `/img/${CARD_WIDTH}/${stored.bucket}/${stored.key}`;
      const first = await server.app.request(url);
      if (first.status !== 200) throw new Error(`${url} answered ${first.status}`);
      const load = { port: server.port, paths: [url], concurrency: CONCURRENCY };
      await runHttpLoad({ ...load, warmupMs: 0, budgetMs: 1_000 });
      loads.push(load);
    }
    const best: (LoadResult | undefined)[] = [undefined, undefined];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, load] of loads.entries()) {
        const result = await runHttpLoad({ ...load, warmupMs: 0, budgetMs: context.budgetMs });
        if (!best[i] || rate(result) > rate(best[i]!)) best[i] = result;
      }
    }
    return { disk: best[0]!, s3: best[1]! };
  } finally {
    for (const server of servers) await server.close();
    s3rver.kill("SIGTERM");
  }
}
