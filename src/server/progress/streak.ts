import { sql } from "drizzle-orm";
import type { Streak } from "@/shared/contract/progress";
import { istDayKey, shiftIstDayKey } from "@/shared/datetime";
import { STREAK_DAYS, XP_ACTIONS } from "@/shared/xp-actions";
import type { Database } from "../db/client";
import { parseJson } from "../xp/pay";

/** How many days the strip shows: today and the six before it. */
export const STRIP_DAYS = 7;

type StreakRow = {
  best: number | null;
  run_end: string | null;
  run_length: number | null;
  reward_paid: boolean | null;
  week: string[] | string;
  payout: number | null;
};

/**
 * The fan's streak in IST days, read from `fan_daily_xp`: it has a row for every IST day with a
 * paid award, which are the engine's streak days (badge and streak rewards only ever come with an
 * action of the same day). `now` decides which IST day is today (tests pass the edges of midnight).
 */
export async function loadStreak(db: Database, fanId: string, now: Date): Promise<Streak> {
  const today = istDayKey(now);
  const result = await db.execute<StreakRow>(sql`
    with runs as (
      -- Gaps and islands: the days of one run share day - (its row number).
      select min(day) as start, max(day) as finish, count(*)::int as length from (
        select day, day - (row_number() over (order by day))::int as run
        from fan_daily_xp where fan_id = ${fanId} and day <= ${today}::date
      ) numbered group by run
    ), latest as (select * from runs order by finish desc limit 1)
    select
      (select max(length) from runs) as best,
      (select to_char(finish, 'YYYY-MM-DD') from latest) as run_end,
      (select length from latest) as run_length,
      -- The engine keys 'Maintain a streak' by the run's first day.
      (select exists (select 1 from fan_activities where fan_id = ${fanId}
         and activity_type = ${XP_ACTIONS.maintainStreak}
         and subject_key = 'streak:' || to_char(latest.start, 'YYYY-MM-DD')) from latest) as reward_paid,
      (select coalesce(json_agg(to_char(day, 'YYYY-MM-DD')), '[]') from fan_daily_xp
       where fan_id = ${fanId} and day <= ${today}::date and day > ${today}::date - ${STRIP_DAYS}::int) as week,
      (select points from user_engagement_matrix where engagement_action = ${XP_ACTIONS.maintainStreak}) as payout`);
  const row = result.rows[0]!;
  return streakStanding({
    today,
    lastRun: row.run_end === null ? null : { end: row.run_end, length: Number(row.run_length) },
    best: Number(row.best ?? 0),
    rewardPaid: row.reward_paid === true,
    activeDays: parseJson(row.week),
    rewardPoints: Number(row.payout ?? 0),
  });
}

/**
 * The standing from the fan's latest run of days. It is the current run when it ends today or
 * yesterday: a fan who has not acted yet today keeps yesterday's run until IST midnight ends it.
 */
export function streakStanding(input: {
  today: string;
  lastRun: { end: string; length: number } | null;
  best: number;
  rewardPaid: boolean;
  activeDays: string[];
  rewardPoints: number;
}): Streak {
  const { lastRun, today } = input;
  const live = lastRun !== null && (lastRun.end === today || lastRun.end === shiftIstDayKey(today, -1));
  const current = live ? lastRun.length : 0;
  const rewardPaid = live && input.rewardPaid;
  const active = new Set(input.activeDays);
  return {
    current,
    best: Math.max(input.best, current),
    activeToday: active.has(today),
    rewardDays: STREAK_DAYS,
    rewardPoints: input.rewardPoints,
    rewardPaid,
    daysToReward: rewardPaid || current >= STREAK_DAYS ? 0 : STREAK_DAYS - current,
    week: Array.from({ length: STRIP_DAYS }, (_, i) => {
      const day = shiftIstDayKey(today, i - (STRIP_DAYS - 1));
      return { day, active: active.has(day) };
    }),
  };
}
