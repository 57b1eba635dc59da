import { fork } from "node:child_process";
import path from "node:path";
import type { HttpLoadRequest } from "./http-load-worker";

/** What a load run measured: completed operations, how long, latency percentiles, failures. */
export type LoadResult = {
  operations: number;
  seconds: number;
  p50: number;
  p99: number;
  failures: number;
  firstFailure?: string;
  /** HTTP runs only: answers that were 503 'busy' (included in the operations and latencies). */
  busy?: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;

/**
 * Runs `operation` from `concurrency` loops at once until `budgetMs` has passed (no new one starts
 * after that), timing each. `pick(i)` chooses the i-th operation's input, so the load rotates over
 * many rows instead of hammering one.
 */
export async function runLoad<T>(
  concurrency: number,
  budgetMs: number,
  pick: (i: number) => T,
  operation: (input: T) => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let next = 0;
  const started = performance.now();
  const deadline = started + budgetMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const input = pick(next++);
      const t0 = performance.now();
      try {
        await operation(input);
        latencies.push(performance.now() - t0);
      } catch (error) {
        failures += 1;
        firstFailure ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    operations: latencies.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    failures,
    firstFailure,
  };
}

/**
 * `concurrency` keep-alive connections of GETs over `paths` (in turn) against 127.0.0.1:`port`,
 * from a child process (http-load-worker.ts): a warm-up of `warmupMs`, then `budgetMs` measured.
 */
export function runHttpLoad(request: HttpLoadRequest): Promise<LoadResult> {
  const worker = fork(path.join(import.meta.dirname, "http-load-worker.ts"), [], {
    execArgv: process.execArgv,
    stdio: "inherit",
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (answer: { ok: true; result: LoadResult } | { ok: false; error: string }) =>
      answer.ok ? resolve(answer.result) : reject(new Error(`HTTP load: ${answer.error}`)),
    );
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`HTTP load worker exited with ${code}`)));
    worker.send(request);
  });
}
