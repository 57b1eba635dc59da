import { describe, expect, it } from "vitest";
import { createDataDir, freePort, getTestDatabase, startServer, TEST_AUTH_SECRET } from "../test";

/**
 * Issue 15: with WEB_CONCURRENCY > 1 one scrape of /metrics, whichever worker answers it, reports
 * the whole cluster (the primary adds up every worker's registry).
 */
const database = await getTestDatabase();
const TOKEN = "metrics-token-for-cluster-tests";

/** The value of one sample line, e.g. `name{labels} 3`; 0 when absent. */
const sample = (text: string, line: string) =>
  Number(
    text
      .split("\n")
      .find((l) => l.startsWith(line))
      ?.split(" ")
      .at(-1) ?? 0,
  );

describe("/metrics with WEB_CONCURRENCY=2", () => {
  it.skipIf(!database.url)(
    "answers every scrape with the sum over both workers (PostgreSQL only: the embedded database runs one process)",
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = startServer({
        DATABASE_URL: database.url!,
        WEB_CONCURRENCY: "2",
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: await createDataDir(),
        AUTH_SECRET: TEST_AUTH_SECRET,
        SEED_DEMO: "false",
        METRICS_TOKEN: TOKEN,
      });
      await server.waitForOutput(/LoudTribe is running/, 200_000);
      try {
        // The primary hands connections to the workers in turn; a new connection each time.
        for (let i = 0; i < 10; i++) {
          const res = await fetch(`${url}/api/health`, { headers: { connection: "close" } });
          expect(res.status).toBe(200);
        }
        const health = 'loudtribe_http_requests_total{method="GET",route="/api/health",status="200"}';
        const scrapes: string[] = [];
        for (let i = 0; i < 2; i++) {
          const res = await fetch(`${url}/metrics`, {
            headers: { authorization: `Bearer ${TOKEN}`, connection: "close" },
          });
          expect(res.status).toBe(200);
          expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
          scrapes.push(await res.text());
        }
        // Each worker answered about half of them (round robin), yet every scrape reports all ten,
        // and the second scrape counts the first, whichever worker answered that one.
        for (const text of scrapes) expect(sample(text, health)).toBe(10);
        expect(sample(scrapes[1]!, 'loudtribe_http_requests_total{method="GET",route="/metrics",status="200"}')).toBe(
          1,
        );
        // A gauge read from the database is not doubled: both processes see the same queue.
        expect(scrapes[0]).toMatch(/^loudtribe_job_queue_depth \d+$/m);
      } finally {
        await server.stop();
      }
    },
    240_000,
  );
});
