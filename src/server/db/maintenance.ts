/**
 * The embedded database's nightly upkeep. PGlite runs PostgreSQL in single-user mode, where no
 * autovacuum worker ever starts: without this job the rows that updates and deletes leave behind
 * (sessions, rate-limit counters, notifications, votes) are never reclaimed, so tables and indexes
 * only grow, and the planner never gets table statistics. Once a day, at 04:30 IST when the scene is
 * asleep, `VACUUM (ANALYZE)` does what autovacuum would have. PGlite has one connection, so every
 * request waits while it runs (well under a second on the demo data, seconds on a large catalogue).
 * PostgreSQL's own autovacuum does this there, so the job does nothing on it.
 */

import { nextDailyRun } from "../jobs/daily";
import { enqueue } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";
import type { DbOrTx } from "./client";

export const MAINTENANCE_KIND = "database-maintenance";
/** 04:30 IST is 23:00 UTC the day before: after the notifications' clean-up (04:00 IST). */
const MAINTENANCE_UTC_HOUR = 23;

/** The next upkeep at or after `now`, and its UTC date (the run's key). */
export const nextMaintenanceRun = (now: Date) => nextDailyRun(now, MAINTENANCE_UTC_HOUR);

/** Makes sure the next upkeep is queued (every process may call it: the key keeps it one). */
export async function scheduleMaintenance(db: DbOrTx, now = new Date()) {
  const next = nextMaintenanceRun(now);
  await enqueue(db, {
    kind: MAINTENANCE_KIND,
    key: `${MAINTENANCE_KIND}:${next.day}`,
    payload: { day: next.day },
    runAt: next.at,
  });
}

const maintenanceRun: JobHandler = async (deps, job) => {
  if (deps.db.driver === "pglite") {
    const started = performance.now();
    // Not in a transaction (VACUUM refuses one): executeSql runs it once no transaction is open.
    await deps.db.executeSql("vacuum (analyze)");
    deps.logger.info({ job: job.key, ms: Math.round(performance.now() - started) }, "database: vacuumed and analysed");
  }
  const ranAt = new Date(`${String(job.payload.day)}T${MAINTENANCE_UTC_HOUR}:00:00Z`);
  // After downtime the next run is the next one to come, not each missed day in turn.
  await scheduleMaintenance(deps.db.db, new Date(Math.max(Date.now(), ranAt.getTime() + 1000)));
};

export const maintenanceJobs: Record<string, JobHandler> = { [MAINTENANCE_KIND]: maintenanceRun };
