import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger";
import { serveClusterMetrics } from "./metrics/cluster";
import { SHUTDOWN_GRACE_MS } from "./serve";

/** A worker that dies is replaced after this pause, so a crash at start cannot spin the CPU. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of WEB_CONCURRENCY > 1: forks `count` workers that share PORT, replaces a worker that
 * dies, and on SIGTERM/SIGINT passes the signal on, waits for every worker to finish (each drains
 * for up to 10 s) and exits 0. Calls onReady once all workers listen.
 */
export function runCluster(count: number, logger: Logger, onReady: () => void) {
  let stopping = false;
  let listening = 0;
  let ready = false;
  const fork = () => cluster.fork({ LOUDTRIBE_WORKER: "1" });

  cluster.on("listening", () => {
    listening += 1;
    if (!ready && listening >= count) {
      ready = true;
      onReady();
    }
  });
  cluster.on("exit", (worker: Worker, code: number | null, signal: string | null) => {
    if (stopping) return;
    logger.warn({ pid: worker.process.pid, code, signal }, "a server process died; starting another");
    console.error(
      `LoudTribe: server process ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  serveClusterMetrics();
  for (let i = 0; i < count; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down the server processes");
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    // A worker still running after its own grace period (and a little more) is ended.
    const timer = setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS + 5_000);
    void Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve)))).then(() => {
      clearTimeout(timer);
      process.exit(0);
    });
    for (const worker of workers) worker.process.kill(signal);
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}
