import { type SQL, sql } from "drizzle-orm";
import {
  GROUP_WINDOW_MINUTES,
  MAX_NOTIFICATIONS_PER_USER,
  type NotificationData,
  type NotificationKind,
} from "@/shared/notifications";
import { userTopic } from "@/shared/realtime-topics";
import type { DbOrTx } from "../db/client";
import { publish } from "../realtime/notify";
import { schedulePush } from "./push/schedule";

/** The realtime event on the fan's private topic: something in their list changed; re-read the count. */
export const NOTIFICATIONS_EVENT = "notifications";

export type NotificationInput = {
  [K in NotificationKind]: {
    userId: string;
    kind: K;
    data: NotificationData[K];
    /** The page it opens; null when there is none (a rejected suggestion). */
    href: string | null;
    /** Who caused it; a fan is never told of their own action. */
    actorId?: string | null;
    /** Merges with the fan's recent unread row of the same key ("Ananya and 2 others …"). */
    groupKey?: string;
    /** Written at most once per fan (a vote milestone). */
    dedupeKey?: string;
  };
}[NotificationKind];

/**
 * Writes one notification inside the caller's transaction (so it exists exactly when the action
 * does) and tells the fan's open tabs at commit. One statement: the fan's in-app switch for the
 * kind, the merge into a recent unread row of the same group, or the insert. Grouped writes for
 * one fan and group take an advisory lock first, so two comments at once merge instead of racing
 * into two rows. Returns whether anything was written. A written row is pending for phone alerts
 * (`pushed_at` null) and the push job is asked for; a code path that inserts notifications itself
 * (a set-based fan-out) calls `schedulePush(tx)` from ./push/schedule once in its transaction.
 */
export async function notify(tx: DbOrTx, input: NotificationInput): Promise<boolean> {
  const actorId = input.actorId ?? null;
  if (actorId === input.userId) return false;
  const groupKey = input.groupKey ?? null;
  if (groupKey)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${input.userId}:${groupKey}`}, 0))`);
  const actors = actorId ? sql`array[${actorId}::uuid]` : sql`'{}'::uuid[]`;
  const data = JSON.stringify(input.data);
  const result = await tx.execute<{ written: number }>(sql`
    with muted as (
      select 1 from notification_preferences
      where user_id = ${input.userId} and kind = ${input.kind} and channel = 'in_app' and not enabled
    ),
    merged as (
      update notifications set
        actor_ids = case when ${actorId}::uuid is null then actor_ids
                         else array_prepend(${actorId}::uuid, array_remove(actor_ids, ${actorId}::uuid)) end,
        data = ${data}::jsonb, href = ${input.href}, latest_at = now(), pushed_at = null
      where ${groupKey}::text is not null and user_id = ${input.userId} and group_key = ${groupKey}
        and read_at is null and latest_at > now() - make_interval(mins => ${GROUP_WINDOW_MINUTES})
        and not exists (select 1 from muted)
      returning id
    ),
    inserted as (
      insert into notifications (user_id, kind, group_key, dedupe_key, actor_ids, data, href)
      select ${input.userId}, ${input.kind}, ${groupKey}, ${input.dedupeKey ?? null}, ${actors}, ${data}::jsonb, ${input.href}
      where not exists (select 1 from muted) and not exists (select 1 from merged)
      on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
      returning id
    )
    select (select count(*) from merged)::int + (select count(*) from inserted)::int as written`);
  if (Number(result.rows[0]?.written ?? 0) === 0) return false;
  await dropBeyondLimit(tx, input.userId);
  await publish(tx, { topic: userTopic(input.userId), event: NOTIFICATIONS_EVENT });
  // The new or grown row is pending for phone alerts; the job sends it after commit.
  await schedulePush(tx);
  return true;
}

/** A fan keeps the newest MAX_NOTIFICATIONS_PER_USER. */
async function dropBeyondLimit(tx: DbOrTx, userId: string) {
  await tx.execute(keepNewestSql(sql`select ${userId}::uuid as fan_id`));
}

/**
 * One DELETE that leaves each fan `fans` selects (a column fan_id) their newest
 * MAX_NOTIFICATIONS_PER_USER (after a notify, and the gig fan-outs' cap job). Only fans past the cap
 * are sorted: counting a fan's rows reads the fan's one entry in notifications_user_feed_idx (a list
 * of row pointers), where finding the 1,000th newest means fetching and sorting all their rows.
 */
export function keepNewestSql(fans: SQL): SQL {
  return sql`
    with fans as (${fans}),
    over as (
      select f.fan_id from fans f
      where (select count(*) from notifications c where c.user_id = f.fan_id) > ${MAX_NOTIFICATIONS_PER_USER}
    )
    delete from notifications n using (
      select f.fan_id, x.latest_at, x.id from over f cross join lateral (
        select latest_at, id from notifications where user_id = f.fan_id
        order by latest_at desc, id desc offset ${MAX_NOTIFICATIONS_PER_USER - 1} limit 1) x
    ) cut
    where n.user_id = cut.fan_id and (n.latest_at, n.id) < (cut.latest_at, cut.id)`;
}
