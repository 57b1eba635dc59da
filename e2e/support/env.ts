import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Where the end-to-end run's pieces are. Playwright evaluates its config in the runner and again in
 * every worker; values are kept in process.env the first time, and workers inherit them, so all
 * agree on one port and one data directory.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const DATA_DIR_PREFIX = "loudtribe-e2e-";

/** A throwaway DATA_DIR for this run's server: fresh database, demo content seeded on start. */
export function e2eDataDir(): string {
  if (!process.env.LOUDTRIBE_E2E_DATA_DIR) {
    removeStaleDataDirs();
    process.env.LOUDTRIBE_E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), DATA_DIR_PREFIX));
  }
  return process.env.LOUDTRIBE_E2E_DATA_DIR;
}

/** 3101 when it is free, otherwise any free port. */
export function e2ePort(): number {
  if (!process.env.LOUDTRIBE_E2E_PORT) {
    const probe = spawnSync(process.execPath, ["-e", PORT_PROBE], { encoding: "utf8" });
    const port = Number(probe.stdout.trim());
    if (!port) throw new Error(`could not find a free port for the e2e server: ${probe.stderr}`);
    process.env.LOUDTRIBE_E2E_PORT = String(port);
  }
  return Number(process.env.LOUDTRIBE_E2E_PORT);
}

/**
 * The local push service's port (web-push-testing, started by e2e/push.spec.ts): the server is
 * told at start which origin it may send alerts to (PUSH_SERVICE_ORIGINS), so it is fixed per run.
 */
export function e2ePushPort(): number {
  if (!process.env.LOUDTRIBE_E2E_PUSH_PORT) {
    const probe = spawnSync(process.execPath, ["-e", ANY_PORT_PROBE], { encoding: "utf8" });
    const port = Number(probe.stdout.trim());
    if (!port) throw new Error(`could not find a free port for the local push service: ${probe.stderr}`);
    process.env.LOUDTRIBE_E2E_PUSH_PORT = String(port);
  }
  return Number(process.env.LOUDTRIBE_E2E_PUSH_PORT);
}

const ANY_PORT_PROBE = `
const server = require("node:net").createServer();
server.listen(0, "127.0.0.1", () => { const p = server.address().port; server.close(() => console.log(p)); });
`;

const PORT_PROBE = `
const net = require("node:net");
const tryPort = (port, next) => {
  const server = net.createServer();
  server.once("error", next);
  server.listen(port, () => { const p = server.address().port; server.close(() => console.log(p)); });
};
tryPort(3101, () => tryPort(0, (error) => { console.error(error); process.exit(1); }));
`;

/**
 * Data directories of earlier runs that were killed before anyone removed them. A directory whose
 * lock names a live process belongs to a server still running and is left alone.
 */
function removeStaleDataDirs() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    try {
      // A young directory may belong to a run whose server is still starting (no lock yet).
      if (Date.now() - statSync(dir).mtimeMs < 10 * 60 * 1000) continue;
      const lock = path.join(dir, "loudtribe.lock");
      if (existsSync(lock) && isAlive(Number(readFileSync(lock, "utf8")))) continue;
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run got there first
    }
  }
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
