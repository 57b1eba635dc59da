import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDataDir } from "../test/database";
import { freePort, startServer } from "../test/server-process";
import { acquireDataDirLock, DataDirInUseError } from "./lock";

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "loudtribe-lock-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const lockFile = () => path.join(dataDir, "loudtribe.lock");

describe("data directory lock", () => {
  it("writes our pid and removes the file on release", async () => {
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    (await acquireDataDirLock(dataDir)).release();
  });

  it("refuses a second lock in the same process, naming the holder", async () => {
    const lock = await acquireDataDirLock(dataDir);
    try {
      const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as DataDirInUseError).pid).toBe(process.pid);
      expect((error as Error).message).toContain(`process ${process.pid}`);
    } finally {
      lock.release();
    }
  });

  it("refuses a lock held by another live process, naming its pid", async () => {
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(lockFile(), String(other.pid));
      const error = await acquireDataDirLock(dataDir).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirInUseError);
      expect((error as Error).message).toContain(`in use by another LoudTribe server (process ${other.pid})`);
      expect(readFileSync(lockFile(), "utf8")).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockFile(), String(dead));
    const lock = await acquireDataDirLock(dataDir);
    expect(readFileSync(lockFile(), "utf8")).toBe(String(process.pid));
    lock.release();
  });

  it("takes over an unreadable lock file", async () => {
    writeFileSync(lockFile(), "garbage");
    (await acquireDataDirLock(dataDir)).release();
  });
});

describe("two servers on one data directory", () => {
  // The lock guards the embedded database only; the PostgreSQL run of this suite has no
  // pre-migrated PGlite template to start a server from quickly, and the PGlite run covers it.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
    "refuses the second, saying which process holds the directory",
    { timeout: 240_000 },
    async () => {
      const dataDir = await createDataDir();
      const lockFile = path.join(dataDir, "loudtribe.lock");
      const env = { DATA_DIR: dataDir, SEED_DEMO: "false" };
      const port = await freePort();
      const first = startServer({ ...env, PORT: String(port) });
      await first.waitForOutput(/LoudTribe is running at/, 200_000);

      const second = startServer({ ...env, PORT: String(await freePort()) });
      const code = await second.exited;

      expect(code).not.toBe(0);
      expect(second.output()).toContain(
        `LoudTribe cannot start: The data directory ${dataDir} is in use by another LoudTribe server (process ${first.pid})`,
      );
      // Refused before touching the database: nothing was migrated or seeded by the second.
      expect(second.output()).not.toContain("LoudTribe is running at");

      // The first server is untouched and still owns the directory.
      expect(readFileSync(lockFile, "utf8")).toBe(String(first.pid));
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      expect(await first.stop()).toBe(0);
      expect(existsSync(lockFile)).toBe(false);
    },
  );
});
