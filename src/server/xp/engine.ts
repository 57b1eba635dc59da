import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import type { Logger } from "../logger";
import { publish } from "../realtime/notify";
import { DUPLICATE_WINDOW_SECONDS, STREAK_DAYS, XP_ACTIONS, type XpActionName } from "@/shared/xp-actions";
import { levelFor, type LevelRow } from "@/shared/xp-levels";

export interface AwardOptions {
  /** Pay at most once per (fan, action, subject): the mission, a followed band, a referred friend. */
  subjectKey?: string;
  /** System rewards (badge unlocks, streaks, referral pay) are not subject to the 60 s window. */
  ignoreWindow?: boolean;
}

export interface EarnedBadge {
  badgeId: number;
  badgeName: string;
  badgeUrl: string;
}

export interface AwardResult {
  awarded: true;
  action: XpActionName;
  points: number;
  /** Every award this call made, the action's own first, then badge and streak rewards. */
  awards: { action: XpActionName; points: number }[];
  totalXp: number;
  newBadges: EarnedBadge[];
  level: number;
  previousLevel: number;
}

export type SkipReason = "unknown_action" | "duplicate_window" | "already_paid" | "no_account" | "error";
export type AwardOutcome = AwardResult | { awarded: false; reason: SkipReason };

const NOT_AWARDED = (reason: SkipReason): AwardOutcome => ({ awarded: false, reason });

/**
 * The XP engine. Called by the server inside the request of the action that earns the points
 * (there is no endpoint a client can call to "give me XP"). Runs in its own transaction — a
 * savepoint when the caller is already in one — so a failure here is logged and never undoes the
 * action that triggered it (000 §8).
 */
export async function award(
  db: DbOrTx,
  logger: Logger,
  fanId: string,
  action: XpActionName,
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const awards: AwardResult["awards"] = [];
      const newBadges: EarnedBadge[] = [];
      const before = await lockFan(tx, fanId);
      if (before === undefined) return NOT_AWARDED("no_account");
      const outcome = await awardLocked(tx, fanId, action, options, awards, newBadges);
      if (outcome !== "ok") {
        if (outcome === "unknown_action") logger.warn({ fanId, action }, "xp: unknown engagement action refused");
        return NOT_AWARDED(outcome);
      }
      const totalXp = before + awards.reduce((sum, a) => sum + a.points, 0);
      const levels = await levelRows(tx);
      const result: AwardResult = {
        awarded: true,
        action,
        points: awards[0]!.points,
        awards,
        totalXp,
        newBadges,
        level: levelFor(totalXp, levels).level,
        previousLevel: levelFor(before, levels).level,
      };
      await publish(tx, { topic: `user:${fanId}`, event: "xp", data: { xpPoints: totalXp, awards, newBadges } });
      return result;
    });
  } catch (error) {
    logger.error({ err: error, fanId, action }, "xp: award failed");
    return NOT_AWARDED("error");
  }
}

/**
 * Makes sure the fan row exists and locks it, so awards for one fan run one at a time: the
 * 60 s window, badge counts and streaks stay exact under concurrent requests, while different
 * fans never wait for each other. Returns the XP before this award (undefined: no such user).
 */
async function lockFan(tx: DbOrTx, fanId: string): Promise<number | undefined> {
  const rows = await tx.execute<{ xp_points: number }>(sql`
    insert into fans (user_id) select id from users where id = ${fanId}
    on conflict (user_id) do update set user_id = excluded.user_id
    returning xp_points`);
  const row = rows.rows[0];
  return row ? Number(row.xp_points) : undefined;
}

type Step = "ok" | "unknown_action" | "duplicate_window" | "already_paid";

async function awardLocked(
  tx: DbOrTx,
  fanId: string,
  action: XpActionName,
  options: AwardOptions,
  awards: AwardResult["awards"],
  newBadges: EarnedBadge[],
): Promise<Step> {
  if (!options.ignoreWindow) {
    const recent = await tx.execute(sql`
      select 1 from fan_activities
      where fan_id = ${fanId} and activity_type = ${action}
        and completed_at > now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})
      limit 1`);
    if (recent.rows.length > 0) return "duplicate_window";
  }
  const inserted = await tx.execute<{ xp_reward: number }>(sql`
    insert into fan_activities (fan_id, activity_type, xp_reward, subject_key)
    select ${fanId}, engagement_action, points, ${options.subjectKey ?? null}
    from user_engagement_matrix where engagement_action = ${action}
    on conflict (fan_id, activity_type, subject_key) do nothing
    returning xp_reward`);
  const row = inserted.rows[0];
  if (!row) {
    const known = await tx.execute(sql`select 1 from user_engagement_matrix where engagement_action = ${action}`);
    return known.rows.length ? "already_paid" : "unknown_action";
  }
  const points = Number(row.xp_reward);
  await tx.execute(sql`update fans set xp_points = xp_points + ${points}, updated_at = now() where user_id = ${fanId}`);
  awards.push({ action, points });

  for (const badge of await unlockBadges(tx, fanId, action)) {
    newBadges.push(badge);
    await awardLocked(tx, fanId, XP_ACTIONS.unlockBadge, { subjectKey: `badge:${badge.badgeId}`, ignoreWindow: true }, awards, newBadges);
  }
  if (action !== XP_ACTIONS.maintainStreak && action !== XP_ACTIONS.unlockBadge) {
    const streakStart = await advanceStreak(tx, fanId);
    if (streakStart) {
      await awardLocked(tx, fanId, XP_ACTIONS.maintainStreak, { subjectKey: `streak:${streakStart}`, ignoreWindow: true }, awards, newBadges);
    }
  }
  return "ok";
}

/** Badges whose action count this award brought to times_required; each is awarded once. */
async function unlockBadges(tx: DbOrTx, fanId: string, action: XpActionName): Promise<EarnedBadge[]> {
  const rows = await tx.execute<{ badge_id: number; badge_name: string; badge_url: string }>(sql`
    with done as (
      select count(*)::int as n from fan_activities where fan_id = ${fanId} and activity_type = ${action}
    ), unlocked as (
      insert into user_badges (user_id, badge_id)
      select ${fanId}, b.id from badge_score_matrix b, done
      where b.action = ${action} and b.times_required <= done.n
      on conflict do nothing
      returning badge_id
    )
    select b.id as badge_id, b.badge_name, b.badge_url
    from unlocked u join badge_score_matrix b on b.id = u.badge_id
    order by b.times_required`);
  return rows.rows.map((r) => ({ badgeId: Number(r.badge_id), badgeName: r.badge_name, badgeUrl: r.badge_url }));
}

/**
 * Streak rule: a fan who earns XP on STREAK_DAYS consecutive IST days is paid 'Maintain a streak'
 * on the day the run reaches that length, once per run (the run's first day is the subject key).
 * Missing a day starts a new run. Returns the run's first day when it just reached the length.
 */
async function advanceStreak(tx: DbOrTx, fanId: string): Promise<string | undefined> {
  const rows = await tx.execute<{ streak_days: number; start_day: string }>(sql`
    with today as (select (now() at time zone 'Asia/Kolkata')::date as d)
    update fans set
      streak_days = case
        when streak_last_day = (select d from today) then streak_days
        when streak_last_day = (select d from today) - 1 then streak_days + 1
        else 1 end,
      streak_last_day = (select d from today)
    where user_id = ${fanId}
    returning streak_days, to_char(streak_last_day - (streak_days - 1), 'YYYY-MM-DD') as start_day`);
  const row = rows.rows[0];
  return row && Number(row.streak_days) === STREAK_DAYS ? row.start_day : undefined;
}

/** The level matrix is tiny reference data; read it in the award's transaction. */
async function levelRows(tx: DbOrTx): Promise<LevelRow[]> {
  const rows = await tx.execute<{ level: number; min_points: number; max_points: number | null }>(sql`
    select level, min_points, max_points from user_level_matrix order by level`);
  return rows.rows.map((r) => ({
    level: Number(r.level),
    minPoints: Number(r.min_points),
    maxPoints: r.max_points === null ? null : Number(r.max_points),
  }));
}
