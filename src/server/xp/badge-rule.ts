import { type SQL, sql } from "drizzle-orm";

/**
 * The badge rule, written once: a badge is earned when the fan's count of activities of the
 * badge's action reaches its `times_required`. The engine awards with it (pay.ts) and the badge
 * progress shown to fans (src/server/progress) counts with it, so '{n} of {times_required}' is
 * always what the engine would award.
 *
 * `action` is an SQL expression (a bound action name, or a column such as `b.action`). `pending`
 * counts activities the caller's statement is writing but cannot see yet (the engine's own new row).
 */
export const badgeCount = (fanId: string, action: SQL, pending = 0): SQL =>
  sql`(${pending}::int + (select count(*)::int from fan_activities
       where fan_id = ${fanId} and activity_type = ${action}))`;

/** Whether a count of `timesRequired` (a column of badge_score_matrix) completes the badge. */
export const completesBadge = (count: SQL, timesRequired: SQL): SQL => sql`${timesRequired} <= ${count}`;
