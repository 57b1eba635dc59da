import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { onTestFileEnd } from "./cleanup";
import { databaseUrl, dropDatabase, quote, withAdminClient } from "./template";

export interface TestDatabase extends DatabaseHandle {
  /** postgres://… of this copy on PostgreSQL; undefined on PGlite. */
  url?: string;
}

let shared: Promise<TestDatabase> | undefined;
let dump: Blob | undefined;
let counter = 0;

/**
 * A migrated database with the reference tables filled, for this test file only. Every call in a
 * file returns the same database unless `fresh` is asked for (e.g. a test that closes it). It is
 * closed (and on PostgreSQL dropped) after the file's last test.
 */
export function getTestDatabase(options: { fresh?: boolean } = {}): Promise<TestDatabase> {
  if (options.fresh) return copyTemplate();
  shared ??= copyTemplate();
  return shared;
}

function templateSource() {
  const source = inject("testDatabase");
  if (!source) throw new Error("No test database template: run API tests through vitest's api project.");
  return source;
}

function templateDump(dumpFile: string) {
  dump ??= new Blob([readFileSync(dumpFile)]);
  return dump;
}

async function copyTemplate(): Promise<TestDatabase> {
  const source = templateSource();
  if (source.driver === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://", loadDataDir: templateDump(source.dumpFile) });
    onTestFileEnd(() => handle.close());
    return handle;
  }
  const name = `${source.prefix}${process.pid}_${++counter}`;
  await withAdminClient(source.serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(source.template)}`),
  );
  onTestFileEnd(() => withAdminClient(source.serverUrl, (client) => dropDatabase(client, name)));
  const url = databaseUrl(source.serverUrl, name);
  const handle = await openDatabase({ url, poolSize: 4 });
  onTestFileEnd(() => handle.close());
  return Object.assign(handle, { url });
}

/**
 * A temporary DATA_DIR for a real server process (see startServer). Its embedded database is
 * already migrated when the template is PGlite, so the server starts in a second or two instead of
 * running initdb; against PostgreSQL the server makes its own on first start. Removed after the file.
 */
export async function createDataDir(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "loudtribe-data-"));
  onTestFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  const source = templateSource();
  if (source.driver === "pglite") {
    const handle = await openDatabase({ dataDir: path.join(dir, "db"), loadDataDir: templateDump(source.dumpFile) });
    await handle.close();
  }
  return dir;
}

/** Forgets the per-file database; the setup file calls this after closing it. */
export function resetTestDatabaseCache() {
  shared = undefined;
}
