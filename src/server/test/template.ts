import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { syncReferenceData } from "../seed/reference";

/**
 * What the api project's global setup hands every test file (through vitest's provide/inject):
 * where the one migrated template lives, so each file can get its own copy quickly.
 */
export type TestDatabaseSource =
  | { driver: "pglite"; dumpFile: string }
  | { driver: "postgres"; serverUrl: string; template: string; prefix: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabaseSource;
  }
}

/** Brings a database to what a real start gives: migrated, with the reference tables filled. */
export async function prepareDatabase(handle: DatabaseHandle) {
  await migrateDatabase(handle, () => syncReferenceData(handle.db));
}

// Every database the tests make on a PostgreSQL server starts with this, so stale ones can be found.
export const PG_PREFIX = "loudtribe_t";
export const templateName = (runPid: number) => `${PG_PREFIX}pl_${runPid}`;
export const testDatabasePrefix = (runPid: number) => `${PG_PREFIX}${runPid}_`;

/** The same server and credentials as `url`, another database. */
export function databaseUrl(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const quote = (name: string) => pg.escapeIdentifier(name);

export async function dropDatabase(client: pg.Client, name: string) {
  // WITH (FORCE) (PostgreSQL 13+) ends connections a crashed test file left open.
  await client.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
}

/** Drops test databases left by runs whose process is gone (killed runs never reach their teardown). */
export async function dropStaleDatabases(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
    `${PG_PREFIX.replace(/_/g, "\\_")}%`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(/^loudtribe_t(?:pl_)?(\d+)/.exec(datname)?.[1]);
    if (pid && !isAlive(pid)) await dropDatabase(client, datname);
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

/** Opens a fresh handle for building the template: PGlite in memory, or the new PostgreSQL template database. */
export async function openTemplate(source: { url?: string }) {
  return openDatabase(source.url ? { url: source.url, poolSize: 2 } : { dataDir: "memory://" });
}
