import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { freePort } from "../../../src/server/test/server-process";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const START_TIMEOUT_MS = 300_000;

export type BenchPage = { name: string; path: string };
export type BenchServer = {
  origin: string;
  /** The six pages issue 20 measures; entity pages are the first of each list the API gives. */
  publicPages(): Promise<BenchPage[]>;
  stop(): Promise<void>;
};

/** `npm start`'s compiled server on a free port and a throwaway data dir (the demo content is seeded). */
export async function startBenchServer(): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-bench-lighthouse-"));
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const ok = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health in time");
    await sleep(500);
  }
  const firstId = async (list: string) => {
    const page = (await (await fetch(`${origin}/api/${list}`)).json()) as { items: { id: string }[] };
    const id = page.items[0]?.id;
    if (!id) throw new Error(`/api/${list} is empty: the demo seed is missing`);
    return id;
  };
  return {
    origin,
    async publicPages() {
      return [
        { name: "home", path: "/" },
        { name: "artists", path: "/artists" },
        { name: "band", path: `/bands/${await firstId("bands")}` },
        { name: "gig", path: `/events/${await firstId("events")}` },
        { name: "venue", path: `/venues/${await firstId("venues")}` },
        { name: "blog post", path: `/blog/${await firstId("blogs")}` },
      ];
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
