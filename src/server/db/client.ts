import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

/**
 * Both drivers expose the same Drizzle query API; we type everything against node-postgres so
 * services never care which database they run on.
 */
export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Subscribe to a Postgres NOTIFY channel. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  /**
   * Runs SQL text as it is, outside Drizzle: with values as one parameterised statement, without
   * them possibly several statements (the job queue's schema and maintenance; see jobs/README.md).
   * On PGlite it waits for any open transaction to end, like every other query.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * PGlite: a consistent copy of the data directory as a tar (for npm run backup), taken while no
   * transaction is open. Absent on PostgreSQL (pg_dump is its backup).
   */
  dumpDataDir?(): Promise<Blob>;
  /** PostgreSQL: pool connections in use and requests waiting for one (for /metrics). */
  poolStats?(): { inUse: number; waiting: number };
  /**
   * PostgreSQL: a small pool of its own whose connections start with sequential scans off, for
   * reads that must stay on their trigram and full-text indexes (search/service.ts says why) without
   * a transaction around them. Absent on PGlite: its one connection is shared, so search switches
   * the setting inside a transaction there.
   */
  indexScanDb?: Database;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server. */
  url?: string;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dataDir?: string;
  /** A PGlite data dir dump (from dumpDataDir) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

/**
 * PGlite starts PostgreSQL with shared_buffers = 128MB and writes all of it at start, so that much of
 * the process's resident memory is gone before the first request (idle RSS was 466–784 MB). Pages
 * that do not fit come from the data directory's files through the OS page cache, which the kernel
 * shares and reclaims; 16MB holds the hot indexes of the large data set (npm run bench -- startup,
 * docs/decisions/performance.md).
 */
const PGLITE_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=1MB", "-c", "temp_buffers=2MB"];

async function openPglite(options: OpenOptions): Promise<DatabaseHandle> {
  const client = await PGlite.create(options.dataDir ?? "memory://", {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    pglite: client,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async executeSql(text, values) {
      if (values?.length) return client.query<Record<string, unknown>>(text, values);
      // Only the simple protocol (exec) runs several statements in one go; a failed
      // BEGIN … COMMIT script would leave the one connection in an aborted transaction.
      try {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (error) {
        if (/^\s*begin\b/i.test(text)) await client.exec("rollback").catch(() => undefined);
        throw error;
      }
    },
    async dumpDataDir() {
      // A checkpoint first, so the copy needs little WAL replay when it is started. Then the copy
      // is taken holding PGlite's transaction lock (every query and transaction takes it), so no
      // transaction is half-done in it; what it holds is committed data plus WAL, as after a crash.
      await client.exec("CHECKPOINT");
      return client._runExclusiveTransaction(() => client.dumpDataDir("none"));
    },
    async close() {
      if (!client.closed) await client.close();
    },
  } as DatabaseHandle & { pglite: PGlite };
}

/** Connections of the index-scan pool (see DatabaseHandle.indexScanDb): a search holds one per kind. */
const INDEX_SCAN_POOL_SIZE = 4;

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (a restart, a terminated backend) is an 'error' event
  // on the pool; unhandled, it would crash the process. The pool has already discarded that
  // connection and the next query opens a new one, so there is nothing else to do.
  pool.on("error", () => undefined);
  // Fail fast with the driver's message (bad host, bad password) instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, casing: "snake_case" });
  // Opened on first use: most processes' first query is not a search.
  const indexScanPool = new pg.Pool({
    connectionString: url,
    max: INDEX_SCAN_POOL_SIZE,
    options: "-c enable_seqscan=off",
  });
  indexScanPool.on("error", () => undefined);
  const indexScanDb = drizzlePg(indexScanPool, { schema, casing: "snake_case" });

  // One dedicated connection carries every LISTEN of this process.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    // A dropped LISTEN connection must not crash the process (an unhandled 'error' event would):
    // forget it and listen again on a new one after a pause, keeping every subscription.
    client.on("error", () => {
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => {
        void relisten().catch(() => undefined);
      }, 1000).unref();
    });
    listener = client;
    return client;
  }

  async function relisten() {
    if (handlers.size === 0) return;
    const client = await listenerClient();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }

  return {
    db,
    driver: "postgres",
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        }
      };
    },
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    indexScanDb,
    async executeSql(text, values) {
      // Without values node-postgres uses the simple protocol, which runs several statements.
      const result = await pool.query(text, values?.length ? values : undefined);
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    async close() {
      // Idempotent, like PGlite's: shutdown paths may both try.
      if (pool.ended || pool.ending) return;
      await listener?.end().catch(() => undefined);
      await indexScanPool.end().catch(() => undefined);
      await pool.end();
    },
  };
}
