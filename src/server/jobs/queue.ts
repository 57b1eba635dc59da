import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** How long a claimed job is ours; a process that dies mid-job lets it run again after this. */
export const JOB_LEASE_SECONDS = 300;
/** A job that keeps failing stops after this many tries (its last error stays on the row). */
export const MAX_ATTEMPTS = 5;

export type Job = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
};

/** Adds a job unless one with the same key exists (enqueueing is idempotent); inside a transaction it commits with it. */
export async function enqueue(
  db: DbOrTx,
  job: { kind: string; key: string; payload: Record<string, unknown>; runAt?: Date },
): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, key, payload, run_at)
    values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${(job.runAt ?? new Date()).toISOString()}::timestamptz)
    on conflict (key) do nothing`);
}

/**
 * Claims the oldest due job: not done, its time come, nobody's lease on it. SKIP LOCKED lets
 * several processes claim side by side without ever taking the same row.
 */
export async function claimNext(db: DbOrTx): Promise<Job | undefined> {
  const claimed = await db.execute<Job>(sql`
    update jobs set locked_until = now() + make_interval(secs => ${JOB_LEASE_SECONDS}), attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now())
      order by run_at
      for update skip locked
      limit 1)
    returning id, kind, key, payload, attempts`);
  return claimed.rows[0];
}

export async function complete(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`update jobs set done_at = now(), locked_until = null where id = ${id}`);
}

/** A failed try: kept for another after a back-off of a minute per attempt. */
export async function fail(db: DbOrTx, id: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${message.slice(0, 1000)},
      run_at = now() + make_interval(mins => attempts)
    where id = ${id}`);
}
