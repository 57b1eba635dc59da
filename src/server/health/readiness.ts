import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { migrationsFolder } from "../db/migrate";

let newestMigration: number | undefined;
/** The `when` of the newest migration this build ships (drizzle's journal), read once. */
function newestShippedMigration(): number {
  if (newestMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(0, ...journal.entries.map((entry) => entry.when));
  }
  return newestMigration;
}

/**
 * What stops this instance from taking traffic, as short phrases (none: ready). Migrations count as
 * applied when the database has recorded the newest one this build ships (drizzle keeps each
 * migration's journal time in drizzle.__drizzle_migrations.created_at).
 */
export async function failedReadinessChecks(deps: Pick<AppDeps, "db" | "storage" | "logger">): Promise<string[]> {
  const failed: string[] = [];
  try {
    const result = await deps.db.db.execute<{ newest: string }>(
      sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
    );
    if (Number(result.rows[0]?.newest ?? 0) < newestShippedMigration()) failed.push("migrations are not applied");
  } catch (error) {
    deps.logger.error({ err: error }, "readiness check: database unreachable");
    failed.push("the database is not reachable");
  }
  try {
    await deps.storage.check();
  } catch (error) {
    deps.logger.error({ err: error }, "readiness check: storage unreachable");
    failed.push(`the storage (${deps.storage.location}) is not reachable`);
  }
  return failed;
}
