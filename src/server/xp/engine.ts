import { sql } from "drizzle-orm";
import { userTopic } from "@/shared/realtime-topics";
import { STREAK_DAYS, XP_ACTIONS, type XpActionName } from "@/shared/xp-actions";
import type { AwardLine, AwardOutcome, AwardResult, EarnedBadge, SkipReason, XpEventData } from "@/shared/xp-award";
import { type LevelRow, levelFor } from "@/shared/xp-levels";
import type { DbOrTx } from "../db/client";
import type { Logger } from "../logger";
import { xpAwards } from "../metrics/registry";
import { notifyProgress } from "../notifications/events";
import { notifyExpression, publish, type RealtimeMessage } from "../realtime/notify";
import { IST_TODAY, parseJson, pay, whyNotPaid } from "./pay";

export type { AwardOutcome, AwardResult, EarnedBadge, SkipReason } from "@/shared/xp-award";

export interface AwardOptions {
  /** Pay at most once per (fan, action, subject): the mission, a followed band, a referred friend. */
  subjectKey?: string;
  /** System rewards (badge unlocks, streaks, referral pay) are not subject to the 60 s window. */
  ignoreWindow?: boolean;
}

const NOT_AWARDED = (reason: SkipReason): AwardOutcome => ({ awarded: false, reason });

/** Badge and streak rewards neither count towards a streak nor unlock badges, so nothing loops. */
const isReward = (action: XpActionName) => action === XP_ACTIONS.unlockBadge || action === XP_ACTIONS.maintainStreak;

/**
 * The XP engine. Called by the server inside the request of the action that earns the points
 * (there is no endpoint a client can call to "give me XP"). Runs in its own transaction — a
 * savepoint when the caller is already in one — so a failure here is logged and never undoes the
 * action that triggered it (000 §8), and never throws to the caller.
 *
 * An ordinary award is two statements between BEGIN and COMMIT: lock the fan (reading what the
 * award needs on the way), then pay (activity, points, streak day and the NOTIFY in one). An
 * award that may unlock a badge or complete a streak pays those rewards and notifies afterwards.
 */
export async function award(
  db: DbOrTx,
  logger: Logger,
  fanId: string,
  action: XpActionName,
  options: AwardOptions = {},
): Promise<AwardOutcome> {
  try {
    const outcome = await db.transaction(async (tx) => {
      const fan = await lockFan(tx, fanId, action);
      if (!fan) return NOT_AWARDED("no_account");
      if (fan.points === null) {
        logger.warn({ fanId, action }, "xp: unknown engagement action refused");
        return NOT_AWARDED("unknown_action");
      }
      const counts = !isReward(action);
      // Today's first award moves the run to this many days (the pay statement does the same sum).
      const runAfter = fan.streakYesterday ? fan.streakDays + 1 : 1;
      const streakMayComplete = counts && !fan.streakToday && runAfter === STREAK_DAYS;
      const followUps = (counts && fan.hasBadges) || streakMayComplete;
      // Nothing else can follow: the event is known now and goes out with the payment itself.
      const simple = followUps ? undefined : xpEvent(fanId, fan, [{ action, points: fan.points }], []);

      const paid = await pay(tx, {
        fanId,
        action,
        ...options,
        countsForStreak: counts,
        mayUnlockBadges: counts && fan.hasBadges,
        notify: simple ? notifyExpression(simple.message) : undefined,
      });
      if (!paid) {
        const reason = await whyNotPaid(tx, { fanId, action, subjectKey: options.subjectKey });
        if (reason === "unknown_action") logger.warn({ fanId, action }, "xp: unknown engagement action refused");
        return NOT_AWARDED(reason);
      }
      const awards: AwardLine[] = [{ action, points: paid.points }];
      for (const badge of paid.newBadges) {
        await payReward(tx, fanId, XP_ACTIONS.unlockBadge, `badge:${badge.badgeId}`, awards);
      }
      // Only the award that moved the run onto its STREAK_DAYS-th day pays; the run's first day keys it.
      if (streakMayComplete && paid.streakDays === STREAK_DAYS) {
        await payReward(tx, fanId, XP_ACTIONS.maintainStreak, `streak:${paid.streakStart}`, awards);
      }
      const event = simple ?? xpEvent(fanId, fan, awards, paid.newBadges);
      // Delivered at commit, to every server process, and dropped if this transaction rolls back.
      if (!simple) await publish(tx, event.message);
      const previousLevel = levelFor(fan.xpPoints, fan.levels).level;
      await notifyProgress(tx, fanId, { newBadges: paid.newBadges, level: event.data.level, previousLevel });
      return {
        awarded: true,
        action,
        points: paid.points,
        awards,
        totalXp: event.data.xpPoints,
        newBadges: paid.newBadges,
        level: event.data.level,
        previousLevel,
      } satisfies AwardResult;
    });
    if (outcome.awarded) xpAwards.inc({ action });
    return outcome;
  } catch (error) {
    logger.error({ err: error, fanId, action }, "xp: award failed");
    return NOT_AWARDED("error");
  }
}

/** 'Unlock a badge' or 'Maintain a streak': once per subject, no window, no streak, no badges. */
async function payReward(tx: DbOrTx, fanId: string, action: XpActionName, subjectKey: string, awards: AwardLine[]) {
  const paid = await pay(tx, {
    fanId,
    action,
    subjectKey,
    ignoreWindow: true,
    countsForStreak: false,
    mayUnlockBadges: false,
  });
  if (paid) awards.push({ action, points: paid.points });
}

/** The `xp` event on the fan's private topic: the new total and level, what was paid and unlocked. */
function xpEvent(fanId: string, fan: LockedFan, awards: AwardLine[], newBadges: EarnedBadge[]) {
  const xpPoints = fan.xpPoints + awards.reduce((sum, line) => sum + line.points, 0);
  const data: XpEventData = { xpPoints, level: levelFor(xpPoints, fan.levels).level, awards, newBadges };
  const message: RealtimeMessage = { topic: userTopic(fanId), event: "xp", data: { ...data } };
  return { data, message };
}

interface LockedFan {
  xpPoints: number;
  /** The fan already earned something today (IST), so today's awards cannot extend the streak. */
  streakToday: boolean;
  /** The last rewarded day was yesterday (IST): today's first award extends the run. */
  streakYesterday: boolean;
  streakDays: number;
  /** What the action pays; null when the matrix lacks it. */
  points: number | null;
  /** Some badge counts this action. */
  hasBadges: boolean;
  levels: LevelRow[];
}

type LockRow = {
  xp_points: number;
  streak_today: boolean | null;
  streak_yesterday: boolean | null;
  streak_days: number;
  points: number | null;
  has_badges: boolean;
  levels: LevelRow[] | string;
};

/**
 * Locks the fan row (creating it for an account that has none), so awards for one fan run one at
 * a time: the 60 s window, badge counts and streaks stay exact under concurrent requests, while
 * different fans never wait for each other. Reads the action's row, its badges and the level
 * matrix in the same round trip. Undefined: no such account.
 */
async function lockFan(tx: DbOrTx, fanId: string, action: XpActionName): Promise<LockedFan | undefined> {
  const select = () =>
    tx.execute<LockRow>(sql`
      select xp_points, streak_days,
        streak_last_day = ${IST_TODAY} as streak_today,
        streak_last_day = ${IST_TODAY} - 1 as streak_yesterday,
        (select points from user_engagement_matrix where engagement_action = ${action}) as points,
        exists (select 1 from badge_score_matrix where action = ${action}) as has_badges,
        (select coalesce(json_agg(json_build_object('level', level, 'minPoints', min_points, 'maxPoints', max_points)), '[]')
         from user_level_matrix) as levels
      from fans where user_id = ${fanId}
      for update of fans`);
  let rows = await select();
  if (rows.rows.length === 0) {
    await tx.execute(sql`insert into fans (user_id) select id from users where id = ${fanId} on conflict do nothing`);
    rows = await select();
  }
  const row = rows.rows[0];
  if (!row) return undefined;
  return {
    xpPoints: Number(row.xp_points),
    streakToday: row.streak_today === true,
    streakYesterday: row.streak_yesterday === true,
    streakDays: Number(row.streak_days),
    points: row.points === null ? null : Number(row.points),
    hasBadges: row.has_badges === true,
    levels: parseJson(row.levels),
  };
}
