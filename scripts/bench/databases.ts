import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { databaseUrl, dropDatabase, prepareDatabase, quote, withAdminClient } from "../../src/server/test/template";
import type { BenchDriver } from "./types";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** postgres://… of the database (PostgreSQL only). */
  url?: string;
  /** Where it runs, for the report (never a password). */
  label: string;
  dispose(): Promise<void>;
}

/**
 * A throwaway database brought to what a real start gives (migrations, reference data): PGlite in
 * memory, or a new database on the PostgreSQL server of TEST_DATABASE_URL (named BENCH_DATABASE_NAME if
 * set), dropped afterwards.
 */
export async function openBenchDatabase(driver: BenchDriver): Promise<BenchDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await prepareDatabase(handle);
    return { handle, label: "PGlite (in memory)", dispose: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_POSTGRES_URL;
  // BENCH_DATABASE_NAME names it (e.g. one per person on a shared server); it is dropped all the same.
  const name = process.env.BENCH_DATABASE_NAME || `loudtribe_bench_${process.pid}_${Date.now().toString(36)}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${quote(name)}`));
  const drop = () => withAdminClient(serverUrl, (client) => dropDatabase(client, name));
  try {
    // The pool size a server process uses (openDatabase's default).
    const url = databaseUrl(serverUrl, name);
    const handle = await openDatabase({ url });
    await prepareDatabase(handle);
    const server = new URL(serverUrl);
    return {
      handle,
      url,
      label: `PostgreSQL ${server.host}/${name}`,
      async dispose() {
        await handle.close();
        await drop();
      },
    };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
