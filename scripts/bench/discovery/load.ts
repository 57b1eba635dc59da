import http from "node:http";

/** What a load run measured: completed operations, how long, latency percentiles, failures. */
export type LoadResult = { operations: number; seconds: number; p50: number; p99: number; failures: number; firstFailure?: string };

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0);

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
  return { operations: latencies.length, seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), failures, firstFailure };
}

/** A keep-alive HTTP GET against the bench server that reads the whole body and fails on non-200. */
export function httpGetter(port: number, concurrency: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port, path, agent, headers: { accept: "application/json", "accept-encoding": "gzip" } }, (response) => {
        response.on("data", () => undefined);
        response.on("end", () => (response.statusCode === 200 ? resolve() : reject(new Error(`${path}: HTTP ${response.statusCode}`))));
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  return { get, close: () => agent.destroy() };
}
