import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { enqueue, jobId } from "../jobs/queue";
import { jobHandlers } from "../jobs/registry";
import { runDueJobs } from "../jobs/worker";
import { createTestApp, type TestApp } from "../test";
import { MAINTENANCE_KIND, maintenanceJobs, nextMaintenanceRun } from "./maintenance";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/**
 * Runs an upkeep the way the worker does (a keyed job that is due, from a day gone by) and returns
 * the SQL it sent outside Drizzle.
 */
async function runMaintenance(): Promise<string[]> {
  const key = `${MAINTENANCE_KIND}:test-${crypto.randomUUID()}`;
  await enqueue(t.db, { kind: MAINTENANCE_KIND, key, payload: { day: "2026-11-27" } });
  const sent: string[] = [];
  const db = {
    ...t.deps.db,
    executeSql: (text: string, values?: unknown[]) => {
      sent.push(text);
      return t.deps.db.executeSql(text, values);
    },
  };
  expect(await runDueJobs({ ...t.deps, db }, maintenanceJobs)).toBeGreaterThanOrEqual(1);
  return sent;
}

const lastVacuumOfBands = async () =>
  (
    await t.db.execute<{ at: string | null }>(
      sql`select last_vacuum::text as at from pg_stat_user_tables where relname = 'bands'`,
    )
  ).rows[0]?.at ?? null;

describe("database upkeep (daily job)", () => {
  it("is one of the job kinds every serving process works on", () => {
    expect(Object.keys(jobHandlers)).toContain(MAINTENANCE_KIND);
  });

  it("runs at 04:30 IST, the next one to come", () => {
    expect(nextMaintenanceRun(new Date("2026-12-07T22:00:00Z"))).toEqual({
      day: "2026-12-07",
      at: new Date("2026-12-07T23:00:00Z"),
    });
    expect(nextMaintenanceRun(new Date("2026-12-07T23:00:01Z"))).toEqual({
      day: "2026-12-08",
      at: new Date("2026-12-08T23:00:00Z"),
    });
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    "on the embedded database, vacuums and analyses every table (PGlite has no autovacuum)",
    async () => {
      expect(t.deps.db.driver).toBe("pglite");
      const before = await lastVacuumOfBands();
      expect(await runMaintenance()).toContain("vacuum (analyze)");
      const after = await lastVacuumOfBands();
      expect(after).not.toBeNull();
      expect(after).not.toBe(before);
      const analysed = await t.db.execute<{ at: string | null }>(
        sql`select last_analyze::text as at from pg_stat_user_tables where relname = 'bands'`,
      );
      expect(analysed.rows[0]?.at).not.toBeNull();
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL !== undefined)("on PostgreSQL, leaves the tables to autovacuum", async () => {
    const before = await lastVacuumOfBands();
    await runMaintenance();
    expect(await lastVacuumOfBands()).toBe(before);
  });

  it("queues the next run after each one", async () => {
    const key = `${MAINTENANCE_KIND}:${nextMaintenanceRun(new Date()).day}`;
    await runMaintenance();
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAINTENANCE_KIND} and id = ${jobId(key)}::uuid
            and state = 'created'`,
    );
    expect(queued.rows[0]?.n).toBe(1);
  });
});
