import { type SQL, sql } from "drizzle-orm";
import { DUPLICATE_WINDOW_SECONDS, type XpActionName } from "@/shared/xp-actions";
import type { EarnedBadge } from "@/shared/xp-award";
import type { DbOrTx } from "../db/client";
import { badgeCount, completesBadge } from "./badge-rule";

/** The fan's day in the product's time zone: streaks count IST days. */
export const IST_TODAY = sql`(now() at time zone 'Asia/Kolkata')::date`;

export interface PayRequest {
  fanId: string;
  action: XpActionName;
  subjectKey?: string;
  ignoreWindow?: boolean;
  /** The action counts towards the streak (every action but the badge and streak rewards). */
  countsForStreak: boolean;
  /** Some badge is tied to this action, so this activity may complete one. */
  mayUnlockBadges: boolean;
  /** A `pg_notify(…)` to run only if the award is paid, when its payload is already known. */
  notify?: SQL;
}

export interface Paid {
  points: number;
  streakDays: number;
  /** The first day of the streak run this award is part of (YYYY-MM-DD). */
  streakStart: string;
  newBadges: EarnedBadge[];
}

type PaidRow = {
  xp_reward: number | null;
  streak_days: number | null;
  streak_start: string | null;
  badges: EarnedBadge[] | string | null;
};

/** node-postgres parses json columns; PGlite may hand back the text. */
export const parseJson = <T>(value: T | string): T => (typeof value === "string" ? (JSON.parse(value) as T) : value);

/**
 * One award under the fan's lock, in one statement: the activity row (its points come from the
 * matrix row, so an unknown action inserts nothing), the points, the streak day, the badges this
 * activity completes, and (when given) the NOTIFY. Undefined when nothing was paid: the 60 s
 * window, a once-only subject already paid, or an unknown action.
 */
export async function pay(tx: DbOrTx, request: PayRequest): Promise<Paid | undefined> {
  const { fanId, action } = request;
  const windowOpen = request.ignoreWindow
    ? sql`true`
    : sql`not exists (
        select 1 from fan_activities
        where fan_id = ${fanId} and activity_type = ${action}
          and completed_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS}))`;
  // Streak rule: consecutive IST days with a rewarded action; a missed day starts again at 1.
  const streakDays = request.countsForStreak
    ? sql`case when streak_last_day = ${IST_TODAY} then streak_days
               when streak_last_day = ${IST_TODAY} - 1 then streak_days + 1 else 1 end`
    : sql`streak_days`;
  const streakLastDay = request.countsForStreak ? IST_TODAY : sql`streak_last_day`;
  // Most actions have no badge: their statement leaves the badge part out entirely.
  const unlocked = request.mayUnlockBadges
    ? sql`, unlocked as (
        -- The statement cannot see its own new activity row: it is the pending 1.
        insert into user_badges (user_id, badge_id)
        select ${fanId}, b.id from badge_score_matrix b
        where exists (select 1 from inserted) and b.action = ${action}
          and ${completesBadge(badgeCount(fanId, sql`${action}`, 1), sql`b.times_required`)}
        on conflict do nothing
        returning badge_id
      )`
    : sql``;
  const badges = request.mayUnlockBadges
    ? sql`(select json_agg(json_build_object('badgeId', b.id, 'badgeName', b.badge_name, 'badgeUrl', b.badge_url)
                           order by b.times_required, b.id)
           from unlocked u join badge_score_matrix b on b.id = u.badge_id)`
    : sql`null::json`;
  const notify = request.notify ? sql`, (select ${request.notify} from inserted) as notified` : sql``;

  const result = await tx.execute<PaidRow>(sql`
    with inserted as (
      insert into fan_activities (fan_id, activity_type, xp_reward, subject_key)
      select ${fanId}, engagement_action, points, ${request.subjectKey ?? null}
      from user_engagement_matrix where engagement_action = ${action} and ${windowOpen}
      on conflict (fan_id, activity_type, subject_key) do nothing
      returning xp_reward, completed_at
    ), daily as (
      -- The leaderboards' per-IST-day aggregate, in the same statement as the activity row: a row
      -- upsert under the fan's lock, so it stays equal to the log summed by day (migration 0009).
      -- Its trigger adds the same XP to the day's week and month boards, and the fans trigger the
      -- credit below to the all-time board (fan_board_xp, migration 0016).
      insert into fan_daily_xp (fan_id, day, xp)
      select ${fanId}, (completed_at at time zone 'Asia/Kolkata')::date, xp_reward from inserted
      on conflict (fan_id, day) do update set xp = fan_daily_xp.xp + excluded.xp
    ), credited as (
      update fans set
        xp_points = xp_points + (select xp_reward from inserted),
        streak_days = ${streakDays},
        streak_last_day = ${streakLastDay},
        updated_at = now()
      where user_id = ${fanId} and exists (select 1 from inserted)
      returning streak_days, to_char(streak_last_day - (streak_days - 1), 'YYYY-MM-DD') as streak_start
    )${unlocked}
    select
      (select xp_reward from inserted) as xp_reward,
      (select streak_days from credited) as streak_days,
      (select streak_start from credited) as streak_start,
      ${badges} as badges${notify}`);
  const row = result.rows[0];
  if (!row || row.xp_reward === null) return undefined;
  return {
    points: Number(row.xp_reward),
    streakDays: Number(row.streak_days),
    streakStart: row.streak_start ?? "",
    newBadges: parseJson(row.badges) ?? [],
  };
}

export type NotPaid = "unknown_action" | "duplicate_window" | "already_paid";

/** Only on the path that paid nothing: tell an unknown action from the window and a once-only repeat. */
export async function whyNotPaid(
  tx: DbOrTx,
  request: Pick<PayRequest, "fanId" | "action" | "subjectKey">,
): Promise<NotPaid> {
  const known = await tx.execute(sql`select 1 from user_engagement_matrix where engagement_action = ${request.action}`);
  if (known.rows.length === 0) return "unknown_action";
  if (request.subjectKey === undefined) return "duplicate_window";
  const done = await tx.execute(sql`
    select 1 from fan_activities
    where fan_id = ${request.fanId} and activity_type = ${request.action} and subject_key = ${request.subjectKey}`);
  return done.rows.length > 0 ? "already_paid" : "duplicate_window";
}
