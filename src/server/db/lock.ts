import { closeSync, openSync, readFileSync, renameSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * PGlite has no lock of its own: two processes on one data directory silently lose writes.
 * We hold an exclusive lock file with our PID; a second process finds it, sees the owner is alive,
 * and refuses to start. A lock left by a crashed process (owner gone) is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another LoudTribe server (process ${pid}). ` +
        `Stop that process first, or give this one its own DATA_DIR.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

// Lock files this process holds. A file naming our own pid is otherwise taken for a stale lock
// (containers restart with the same small pid), so a second open in this process is caught here.
const held = new Set<string>();

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, "loudtribe.lock");
  if (held.has(file)) throw new DataDirInUseError(dataDir, process.pid);
  try {
    const fd = openSync(file, "wx", 0o644);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return holdLock(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const owner = readOwner(file);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new DataDirInUseError(dataDir, owner);
  }
  // The lock was left by a process that no longer exists. Replace it atomically, then check we
  // still own it after a moment: if two starters race for a stale lock, the later rename wins and
  // the other one sees a live owner.
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, String(process.pid));
  renameSync(temp, file);
  await sleep(100);
  const winner = readOwner(file);
  if (winner !== process.pid) throw new DataDirInUseError(dataDir, winner ?? 0);
  return holdLock(file);
}

function holdLock(file: string): DataDirLock {
  held.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(file);
    process.off("exit", release);
    try {
      if (readOwner(file) === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return { release };
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
