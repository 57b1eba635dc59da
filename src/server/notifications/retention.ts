import { sql } from "drizzle-orm";
import { MAX_NOTIFICATIONS_PER_USER, READ_NOTIFICATION_RETENTION_DAYS } from "@/shared/notifications";
import type { DbOrTx } from "../db/client";
import { nextDailyRun } from "../jobs/daily";
import { enqueue } from "../jobs/queue";
import type { JobHandler } from "../jobs/worker";

/** The daily clean-up runs at 04:00 IST (22:30 UTC the day before), when fans are asleep. */
const RETENTION_UTC_HOUR = 22;
const RETENTION_UTC_MINUTE = 30;

/** The next clean-up at or after `now`, and its UTC date (the run's key). */
export const nextRetentionRun = (now: Date) => nextDailyRun(now, RETENTION_UTC_HOUR, RETENTION_UTC_MINUTE);

/** Makes sure the next clean-up is queued (every process may call it: the key keeps it one). */
export async function scheduleRetention(db: DbOrTx, now = new Date()) {
  const next = nextRetentionRun(now);
  await enqueue(db, {
    kind: "notifications-retention",
    key: `notifications-retention:${next.day}`,
    payload: { day: next.day },
    runAt: next.at,
  });
}

/**
 * Deletes read notifications older than 90 days, per fan all but the newest 1,000 (the write
 * that adds one already drops the oldest; this catches anything that slipped past, e.g. rows merged
 * or imported), and rows whose fan no longer exists. Three set-based statements; returns how many
 * rows went.
 *
 * Orphans: notifications have no foreign key to users (it was a sixth of a fan-out's cost); a
 * trigger on users deletes a deleted fan's rows, but a fan-out running at that moment can still
 * write one for them, which nobody can ever read (every read is by the signed-in fan's id). The
 * anti-join reads the table once, at 04:00 IST.
 */
export async function pruneNotifications(
  db: DbOrTx,
): Promise<{ expired: number; overLimit: number; orphaned: number }> {
  const expired = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from notifications
      where read_at is not null
        and latest_at < now() - make_interval(days => ${READ_NOTIFICATION_RETENTION_DAYS})
      returning 1)
    select count(*)::int as n from gone`);
  const overLimit = await db.execute<{ n: number }>(sql`
    with gone as (delete from notifications where id in (
      select id from (
        select id, row_number() over (partition by user_id order by latest_at desc, id desc) as position
        from notifications
        where user_id in (select user_id from notifications group by user_id
                          having count(*) > ${MAX_NOTIFICATIONS_PER_USER})
      ) ranked
      where position > ${MAX_NOTIFICATIONS_PER_USER}) returning 1)
    select count(*)::int as n from gone`);
  const orphaned = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from notifications n where not exists (select 1 from users u where u.id = n.user_id) returning 1)
    select count(*)::int as n from gone`);
  const count = (result: { rows: { n: number }[] }) => Number(result.rows[0]?.n ?? 0);
  return { expired: count(expired), overLimit: count(overLimit), orphaned: count(orphaned) };
}

const retentionRun: JobHandler = async (deps, job) => {
  const removed = await pruneNotifications(deps.db.db);
  deps.logger.info({ ...removed, job: job.key }, "notifications: old notifications deleted");
  const ranAt = new Date(`${String(job.payload.day)}T${RETENTION_UTC_HOUR}:${RETENTION_UTC_MINUTE}:00Z`);
  // After downtime the next run is the next one to come, not each missed day in turn.
  await scheduleRetention(deps.db.db, new Date(Math.max(Date.now(), ranAt.getTime() + 1000)));
};

export const retentionJobs: Record<string, JobHandler> = { "notifications-retention": retentionRun };
