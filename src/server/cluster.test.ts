import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readEventStream } from "./realtime/testing";
import { createDataDir, freePort, getTestDatabase, startServer, TEST_AUTH_SECRET } from "./test";

/**
 * WEB_CONCURRENCY on PostgreSQL: the real server with two worker processes (node:cluster). The
 * embedded database always runs one process and says so.
 */
const database = await getTestDatabase();

/** The pids of a process's server children (the cluster's workers; not tsx's esbuild service). */
const childrenOf = (pid: number): number[] => {
  let listing = "";
  try {
    listing = execFileSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  } catch {
    // ps exits 1 when the process has no children.
  }
  return listing
    .split("\n")
    .filter((line) => line.includes("src/server/main.ts"))
    .map((line) => Number.parseInt(line.trim(), 10));
};

async function waitFor<T>(check: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("WEB_CONCURRENCY", () => {
  it.skipIf(!database.url)(
    "runs two workers on one port, replaces one that dies, and shuts down gracefully on SIGTERM (PostgreSQL)",
    async () => {
      const port = await freePort();
      const url = `http://localhost:${port}`;
      const server = startServer({
        DATABASE_URL: database.url!,
        WEB_CONCURRENCY: "2",
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: await createDataDir(),
        AUTH_SECRET: TEST_AUTH_SECRET,
        SEED_DEMO: "false",
      });
      await server.waitForOutput(/LoudTribe is running/, 200_000);
      expect(server.output()).toContain("Processes  2 (WEB_CONCURRENCY)");
      // The banner is printed once, by the primary, after both workers listen.
      expect(server.output().match(/LoudTribe is running/g)).toHaveLength(1);
      const nodeWorkers = childrenOf(server.pid);
      expect(nodeWorkers).toHaveLength(2);
      expect((await fetch(`${url}/api/health`)).status).toBe(200);

      // A worker that dies is replaced, and the app keeps answering meanwhile.
      const [victim] = nodeWorkers;
      process.kill(victim!, "SIGKILL");
      await server.waitForOutput(new RegExp(`server process ${victim} died \\(SIGKILL\\); starting another`));
      await waitFor(() => {
        const now = childrenOf(server.pid);
        return now.length === 2 && !now.includes(victim!) ? now : undefined;
      }, "a replacement worker");
      for (let i = 0; i < 4; i++) expect((await fetch(`${url}/api/health`)).status).toBe(200);

      // SIGTERM: an open SSE stream is told to reconnect elsewhere and ends; the primary exits 0.
      const topic = `thread:band:${randomUUID()}`;
      const stream = await fetch(`${url}/api/realtime?topics=${encodeURIComponent(topic)}`);
      expect(stream.status).toBe(200);
      const events = readEventStream(stream);
      await events.next((frame) => frame.event === "ready");
      server.child.kill("SIGTERM");
      const reconnect = await events.next((frame) => frame.event === "reconnect");
      expect(reconnect.retry).toBe(500);
      expect(await server.exited).toBe(0);
      await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    },
    240_000,
  );

  it("runs one process on the embedded database whatever WEB_CONCURRENCY says, and says so", async () => {
    const port = await freePort();
    const server = startServer({
      WEB_CONCURRENCY: "4",
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATA_DIR: await createDataDir(),
      AUTH_SECRET: TEST_AUTH_SECRET,
      SEED_DEMO: "false",
    });
    await server.waitForOutput(/LoudTribe is running/, 200_000);
    expect(server.output()).toContain(
      "Processes  1 (WEB_CONCURRENCY=4 ignored: the embedded database allows one process; set DATABASE_URL to use more)",
    );
    expect(childrenOf(server.pid)).toEqual([]);
    expect(await server.stop()).toBe(0);
  }, 240_000);

  it("stops at start with one line naming a bad WEB_CONCURRENCY", async () => {
    const server = startServer({ WEB_CONCURRENCY: "lots", DATA_DIR: await createDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'LoudTribe cannot start: Invalid setting WEB_CONCURRENCY ("lots"): must be a number of processes',
    );
  }, 240_000);
});
