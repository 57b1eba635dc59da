import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { fileURLToPath } from "node:url";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

// Any fixed number works; it only has to be the same in every process of this app.
const MIGRATION_LOCK = 7_411_202;

/**
 * Applies pending migrations; already-applied ones are skipped, so this runs on every start.
 * On PostgreSQL several processes may start at once, so they take turns under an advisory lock.
 */
export async function migrateDatabase(handle: DatabaseHandle, afterMigrate?: () => Promise<void>) {
  if (handle.driver === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    await afterMigrate?.();
    return;
  }
  await withAdvisoryLock(handle, MIGRATION_LOCK, async () => {
    await migratePg(handle.db, { migrationsFolder });
    await afterMigrate?.();
  });
}

async function withAdvisoryLock(handle: DatabaseHandle, key: number, run: () => Promise<void>) {
  // A transaction-scoped lock held on one pooled connection while the work runs on others; it is
  // released when that transaction ends, even if this process dies.
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    await run();
  });
}
