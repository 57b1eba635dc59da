import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BANDS } from "./seed/content/bands";
import { onTestFileEnd } from "./test/cleanup";
import { freePort, startServer } from "./test/server-process";

/** A DATA_DIR with nothing in it, as `npm ci && npm start` on a fresh clone has. */
function emptyDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "loudtribe-first-start-"));
  onTestFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The JSON log lines of a server's output with this message. */
const logged = (output: string, msg: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; pid?: number })
    .filter((line) => line.msg === msg);

// startServer always runs the embedded database, so the PostgreSQL run of the suite would repeat
// the same test; the PGlite run covers it.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("the first start on a new data dir", () => {
  it("prepares and seeds in a process of its own, then serves the seeded content; a restart does not", {
    timeout: 400_000,
  }, async () => {
    const dataDir = emptyDataDir();
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: "true", LOG_LEVEL: "info" };
    const first = startServer(env);
    await first.waitForOutput(/LoudTribe is running at/, 300_000);

    expect(first.output()).toMatch(/Demo data +seeded just now/);
    const prepared = logged(first.output(), "first start: database prepared in its own process");
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.pid).not.toBe(first.pid);
    expect(logged(first.output(), "demo content seeded")).toHaveLength(1);

    const base = `http://127.0.0.1:${port}`;
    const list = (await (await fetch(`${base}/api/bands?limit=50`)).json()) as {
      items: { name: string; avatarUrl: string | null }[];
    };
    const names = new Set(BANDS.map((band) => band.name));
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((band) => names.has(band.name))).toBe(true);
    // The artwork the child drew is served by the server.
    const avatar = await fetch(`${base}${list.items[0]!.avatarUrl}`);
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get("content-type")).toBe("image/webp");
    expect(await first.stop()).toBe(0);

    const again = startServer(env);
    await again.waitForOutput(/LoudTribe is running at/, 120_000);
    expect(again.output()).toMatch(/Demo data +already present/);
    expect(logged(again.output(), "first start: database prepared in its own process")).toEqual([]);
    expect(await again.stop()).toBe(0);
  });

  it("stops with one line naming the cause when the demo seed fails, and leaves the data dir unlocked", {
    timeout: 300_000,
  }, async () => {
    const dataDir = emptyDataDir();
    // Uploads cannot be written where a file stands in for their folder, so the seed's artwork fails.
    writeFileSync(path.join(dataDir, "uploads"), "not a folder");
    const server = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: "true" });

    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/LoudTribe cannot start: preparing the database failed: ENOTDIR: not a directory/);
    expect(server.output()).not.toContain("LoudTribe is running at");
    expect(existsSync(path.join(dataDir, "loudtribe.lock"))).toBe(false);
  });
});
