import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { enqueue } from "../../jobs/queue";

/** The job kind that sends pending phone alerts (handler: `pushJobs` in ./send.ts). */
export const PUSH_JOB = "push";

/**
 * Asks for the push job after the caller's transaction commits: call it in any transaction that
 * writes notifications (notify() does; a set-based fan-out calls it once). The job sends every
 * pending row, whoever wrote it, so one call per transaction is enough; the key is the
 * transaction's (its id and start time), so many notify() calls in one transaction make one job,
 * and a later transaction never finds its kick taken by a job that already ran.
 */
export async function schedulePush(tx: DbOrTx): Promise<void> {
  const { rows } = await tx.execute<{ key: string }>(
    sql`select txid_current()::text || ':' || (extract(epoch from now()) * 1000000)::bigint::text as key`,
  );
  await enqueue(tx, { kind: PUSH_JOB, key: `push:${rows[0]!.key}`, payload: {} });
}
