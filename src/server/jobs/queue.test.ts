import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test";
import { enqueue, enqueueMany, JOB_SCHEMA, jobId } from "./queue";
import { installJobQueues, type JobHandler, runDueJobs, startJobWorker } from "./worker";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await installJobQueues(t.deps.db, ["test-once", "test-retry", "test-tx"]);
});

async function jobState(kind: string, key: string) {
  const rows = await t.db.execute<{ state: string; retry_count: number }>(
    sql`select state::text, retry_count from pgboss.job where name = ${kind} and id = ${jobId(key)}::uuid`,
  );
  return rows.rows[0];
}

describe("enqueue", () => {
  it("commits with the action's transaction and leaves nothing when it rolls back", async () => {
    const key = `tx:${crypto.randomUUID()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await enqueue(tx, { kind: "test-tx", key, payload: {} });
        tx.rollback();
      }),
    ).rejects.toThrow();
    expect(await jobState("test-tx", key)).toBeUndefined();
    await t.db.transaction(async (tx) => {
      await enqueue(tx, { kind: "test-tx", key, payload: { n: 1 } });
    });
    expect((await jobState("test-tx", key))?.state).toBe("created");
  });

  it("is idempotent by key, also once the job ran and was archived", async () => {
    const key = `idem:${crypto.randomUUID()}`;
    const seen: string[] = [];
    const handlers = { "test-tx": (async (_deps, job) => void seen.push(job.key)) satisfies JobHandler };
    await enqueue(t.db, { kind: "test-tx", key, payload: {} });
    await enqueue(t.db, { kind: "test-tx", key, payload: {} });
    await runDueJobs(t.deps, handlers);
    expect(seen.filter((k) => k === key)).toHaveLength(1);
    await enqueue(t.db, { kind: "test-tx", key, payload: {} }); // done, still in the job table
    // pg-boss's maintenance archives finished jobs (here after a second instead of a day).
    await sleep(1100);
    await new PgBoss({ db: t.deps.db, schema: JOB_SCHEMA, archiveCompletedAfterSeconds: 1 }).archive();
    expect(await jobState("test-tx", key)).toBeUndefined();
    await enqueue(t.db, { kind: "test-tx", key, payload: {} }); // archived: still known
    await runDueJobs(t.deps, handlers);
    expect(seen.filter((k) => k === key)).toHaveLength(1);
  });

  it("refuses a kind that has no queue instead of dropping the job", async () => {
    await expect(enqueue(t.db, { kind: "no-such-kind", key: "x", payload: {} })).rejects.toThrow(/no queue/);
  });
});

describe("the worker", () => {
  it("runs each job once with two workers polling the same queue", async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = async (_deps, job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await sleep(5);
    };
    const keys = Array.from({ length: 20 }, (_, i) => `once:${i}`);
    await enqueueMany(
      t.db,
      "test-once",
      keys.map((key) => ({ key, payload: {} })),
    );
    const a = startJobWorker(t.deps, { "test-once": handler });
    const b = startJobWorker(t.deps, { "test-once": handler });
    try {
      for (let waited = 0; runs.size < keys.length && waited < 20_000; waited += 100) await sleep(100);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect([...runs.keys()].sort()).toEqual([...keys].sort());
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const states = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'test-once' and state = 'completed'`,
    );
    expect(states.rows[0]?.n).toBe(keys.length);
  });

  it("retries a job that failed, and one whose process died while running it", async () => {
    const attempts: number[] = [];
    const flaky: JobHandler = async (_deps, job) => {
      attempts.push(job.attempts);
      if (job.attempts === 1) throw new Error("SMTP said no");
    };
    const key = `retry:${crypto.randomUUID()}`;
    await enqueue(t.db, { kind: "test-retry", key, payload: {} });
    await runDueJobs(t.deps, { "test-retry": flaky });
    expect((await jobState("test-retry", key))?.state).toBe("retry");
    // The retry waits a minute; bring it forward. A second into the past: pg-boss fetches jobs with
    // start_after < now(), and PGlite's clock can read the same millisecond in the next statement.
    await t.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'test-retry'`);
    await runDueJobs(t.deps, { "test-retry": flaky });
    expect(attempts).toEqual([1, 2]);
    expect((await jobState("test-retry", key))?.state).toBe("completed");

    // A process dies holding a job: it stays active until its expiry, then pg-boss's maintenance retries it.
    const crashKey = `crash:${crypto.randomUUID()}`;
    await enqueue(t.db, { kind: "test-retry", key: crashKey, payload: {} });
    const boss = new PgBoss({ db: t.deps.db, schema: JOB_SCHEMA });
    const [held] = await boss.fetch("test-retry");
    expect(held?.id).toBe(jobId(crashKey));
    expect(await runDueJobs(t.deps, { "test-retry": flaky })).toBe(0); // held by the dead process
    await t.db.execute(
      sql`update pgboss.job set started_on = now() - interval '6 minutes' where id = ${held!.id}::uuid`,
    );
    await boss.expire();
    await t.db.execute(
      sql`update pgboss.job set start_after = now() - interval '1 second' where id = ${held!.id}::uuid`,
    );
    await runDueJobs(t.deps, { "test-retry": flaky });
    expect((await jobState("test-retry", crashKey))?.state).toBe("completed");
  });
});
