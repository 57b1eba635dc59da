import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DbOrTx } from "../db/client";

/** pg-boss keeps its tables in this schema of the app's own database (PGlite or PostgreSQL). */
export const JOB_SCHEMA = "pgboss";

/**
 * Every queue's settings (jobs/README.md): a job that fails, or whose process died mid-job (it is
 * 'active' past expireInSeconds), runs again after a minute, then about 2, 4, 8 minutes, at most
 * 5 tries in all; a try taking longer than 5 minutes counts as failed.
 */
export const QUEUE_OPTIONS = { retryLimit: 4, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 } as const;

/**
 * Finished jobs stay in the job table this long before pg-boss archives them, and the archive keeps
 * them 7 days more: a key is remembered (enqueueing it again does nothing) for 8 days.
 */
export const ARCHIVE_AFTER_SECONDS = 86_400;

export type Job = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** 1 on the first try. */
  attempts: number;
};

export type NewJob = { kind: string; key: string; payload: Record<string, unknown>; runAt?: Date };

/** What a job row holds in pg-boss's `data`: the key is kept so handlers see it. */
type JobData = { key: string; payload: Record<string, unknown> };

/** A job's id is its key's MD5 as a UUID (the same as `md5(key)::uuid` in SQL): one job per key. */
export function jobId(key: string): string {
  const hex = createHash("md5").update(key).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * pg-boss's SQL run through Drizzle on the caller's database or transaction, so a job enqueued in
 * an action's transaction commits or rolls back with it. On PGlite (one connection) this is also
 * what keeps it from waiting on itself: a query on the PGlite instance would wait for the open
 * transaction to end. Parameterised statements only (pg-boss's job calls are all one statement).
 */
export function jobDb(db: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.execute(bind(text, values));
      return { rows: result.rows as Record<string, unknown>[] };
    },
  };
}

/** `$n` placeholders in SQL text as Drizzle parameters (pg-boss's statements have no `$` elsewhere). */
function bind(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${sql.param(value ?? null)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * A pg-boss instance that never connects: its calls build pg-boss's SQL and run it on the `db`
 * passed with each call (enqueue, runDueJobs). The worker (worker.ts) has its own, started one.
 */
export const boss = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error("jobs: pass a db to every call on the shared pg-boss instance")),
  },
  schema: JOB_SCHEMA,
  archiveCompletedAfterSeconds: ARCHIVE_AFTER_SECONDS,
});

/**
 * Adds a job unless one with the same key exists (enqueueing is idempotent); inside a transaction
 * it commits with it. `runAt` delays it. A kind without a queue (not in jobs/registry.ts) throws.
 */
export async function enqueue(db: DbOrTx, job: NewJob): Promise<void> {
  await enqueueMany(db, job.kind, [job]);
}

/**
 * Several jobs of one kind in two statements (a digest run's one per fan): those whose key is
 * already known are skipped.
 */
export async function enqueueMany(db: DbOrTx, kind: string, jobs: Omit<NewJob, "kind">[]): Promise<void> {
  if (jobs.length === 0) return;
  const conn = jobDb(db);
  const ids = jobs.map((job) => jobId(job.key));
  // pg-boss's insert skips a key still in the job table; one already archived is skipped here.
  const archived = await conn.executeSql(
    `select id::text from ${JOB_SCHEMA}.archive where name = $1 and id = any($2::uuid[])`,
    [kind, ids],
  );
  const done = new Set(archived.rows.map((row) => String(row.id)));
  const fresh = jobs.flatMap((job, i) =>
    done.has(ids[i]!)
      ? []
      : [
          {
            id: ids[i]!,
            name: kind,
            data: { key: job.key, payload: job.payload } satisfies JobData,
            startAfter: (job.runAt ?? new Date()).toISOString() as unknown as Date,
          },
        ],
  );
  if (fresh.length === 0) return;
  const queue = await conn.executeSql(`select 1 from ${JOB_SCHEMA}.queue where name = $1`, [kind]);
  if (queue.rows.length === 0)
    throw new Error(`jobs: no queue for job kind "${kind}" (add its handlers to jobs/registry.ts)`);
  await boss.insert(fresh, { db: conn });
}

/** A pg-boss job row (fetched with its metadata) as handlers see it. */
export function toJob(row: { id: string; name: string; data: unknown; retryCount?: number }): Job {
  const data = (row.data ?? {}) as Partial<JobData>;
  return {
    id: row.id,
    kind: row.name,
    key: data.key ?? row.id,
    payload: data.payload ?? {},
    attempts: (row.retryCount ?? 0) + 1,
  };
}
