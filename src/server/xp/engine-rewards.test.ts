import { eq, inArray, sql, sum } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pointsFor, STREAK_DAYS, XP_ACTIONS, type XpActionName } from "@/shared/xp-actions";
import type { AwardOutcome } from "@/shared/xp-award";
import { fanActivities, fans } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { award } from "./engine";
import { activityCount, badgeCount, insertFans, xpOf } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const give = (fanId: string, action: XpActionName, options?: Parameters<typeof award>[4]) =>
  award(t.db, t.deps.logger, fanId, action, options);

const paidLines = (outcome: AwardOutcome) => (outcome.awarded ? outcome.awards : []);

// PGlite runs 100 awards one after another, slowly on a busy 2-core machine.
const CONCURRENCY_TIMEOUT_MS = 120_000;

describe("concurrent awards", () => {
  it(
    "100 concurrent awards for one fan sum exactly",
    async () => {
      const [fan] = await insertFans(t.db, 1);
      const outcomes = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          give(fan!, XP_ACTIONS.commentOnPosts, { subjectKey: `comment:${i}`, ignoreWindow: true }),
        ),
      );
      expect(outcomes.filter((o) => o.awarded)).toHaveLength(100);
      expect(await xpOf(t.db, fan!)).toBe(100 * pointsFor("commentOnPosts"));
      expect(await activityCount(t.db, fan!)).toBe(100);
      // Every award saw the one before it: the reported totals are 3, 6, …, 300 in some order.
      const totals = outcomes.map((o) => (o.awarded ? o.totalXp : 0)).sort((a, b) => a - b);
      expect(totals).toEqual(Array.from({ length: 100 }, (_, i) => (i + 1) * 3));
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it(
    "100 concurrent awards of one action in the window pay exactly once",
    async () => {
      const [fan] = await insertFans(t.db, 1);
      const outcomes = await Promise.all(Array.from({ length: 100 }, () => give(fan!, XP_ACTIONS.postInCommunity)));
      expect(outcomes.filter((o) => o.awarded)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.awarded && o.reason === "duplicate_window")).toHaveLength(99);
      expect(await xpOf(t.db, fan!)).toBe(5);
    },
    CONCURRENCY_TIMEOUT_MS,
  );

  it(
    "100 concurrent awards for 100 fans sum exactly",
    async () => {
      const ids = await insertFans(t.db, 100);
      const outcomes = await Promise.all(ids.map((id) => give(id, XP_ACTIONS.upvotePost)));
      expect(outcomes.every((o) => o.awarded)).toBe(true);
      const [row] = await t.db
        .select({ total: sum(fans.xpPoints).mapWith(Number) })
        .from(fans)
        .where(inArray(fans.userId, ids));
      expect(row?.total).toBe(100 * pointsFor("upvotePost"));
    },
    CONCURRENCY_TIMEOUT_MS,
  );
});

describe("badges", () => {
  it("unlocks a badge when the count reaches times_required, once, and pays 'Unlock a badge' once", async () => {
    const [fan] = await insertFans(t.db, 1);
    // Tribe Joiner: 5 follows.
    for (let i = 1; i <= 4; i++) {
      const outcome = await give(fan!, XP_ACTIONS.follow, { subjectKey: `band:${i}`, ignoreWindow: true });
      expect(outcome).toMatchObject({ awarded: true, newBadges: [] });
    }
    const fifth = await give(fan!, XP_ACTIONS.follow, { subjectKey: "band:5", ignoreWindow: true });
    expect(fifth).toMatchObject({
      awarded: true,
      points: 5,
      newBadges: [{ badgeName: "Tribe Joiner", badgeUrl: "/badges/tribe-joiner.svg" }],
      awards: [
        { action: "Follow Artist/Band", points: 5 },
        { action: "Unlock a badge", points: 50 },
      ],
      totalXp: 5 * 5 + 50,
    });
    const sixth = await give(fan!, XP_ACTIONS.follow, { subjectKey: "band:6", ignoreWindow: true });
    expect(sixth).toMatchObject({
      awarded: true,
      newBadges: [],
      awards: [{ action: "Follow Artist/Band", points: 5 }],
    });
    expect(await badgeCount(t.db, fan!)).toBe(1);
    expect(await activityCount(t.db, fan!, XP_ACTIONS.unlockBadge)).toBe(1);
    expect(await xpOf(t.db, fan!)).toBe(6 * 5 + 50);
  });

  it("unlocks a first-time badge on the first action, under concurrency too", async () => {
    const [fan] = await insertFans(t.db, 1);
    // First Scream: 1 vote. Ten votes for ten bands at once unlock it exactly once.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        give(fan!, XP_ACTIONS.screamVote, { subjectKey: `band:${i}`, ignoreWindow: true }),
      ),
    );
    const unlocked = outcomes.flatMap((o) => (o.awarded ? o.newBadges : []));
    expect(unlocked.map((b) => b.badgeName)).toEqual(["First Scream"]);
    expect(await activityCount(t.db, fan!, XP_ACTIONS.unlockBadge)).toBe(1);
    expect(await xpOf(t.db, fan!)).toBe(10 * 5 + 50);
  });
});

describe("streaks", () => {
  /** As if a day passed since the fan's last rewarded action (the streak is kept in IST days). */
  const nextDay = (fanId: string, days = 1) =>
    t.db
      .update(fans)
      .set({ streakLastDay: sql`${fans.streakLastDay} - ${days}::int` })
      .where(eq(fans.userId, fanId));

  const streakPaid = (outcome: AwardOutcome) =>
    paidLines(outcome).filter((line) => line.action === XP_ACTIONS.maintainStreak).length;

  it(`pays 'Maintain a streak' once on the ${STREAK_DAYS}th consecutive day, once per run`, async () => {
    const [fan] = await insertFans(t.db, 1);
    const paidOnDay: number[] = [];
    for (let day = 1; day <= STREAK_DAYS + 5; day++) {
      if (day > 1) await nextDay(fan!);
      // Two actions a day: only one of them can complete the run.
      const first = await give(fan!, XP_ACTIONS.upvotePost, { subjectKey: `post:${day}`, ignoreWindow: true });
      const second = await give(fan!, XP_ACTIONS.commentOnPosts, { subjectKey: `post:${day}`, ignoreWindow: true });
      if (streakPaid(first) + streakPaid(second) > 0) paidOnDay.push(day);
      expect(streakPaid(second)).toBe(0);
    }
    expect(paidOnDay).toEqual([STREAK_DAYS]);
    expect(await activityCount(t.db, fan!, XP_ACTIONS.maintainStreak)).toBe(1);
    const [row] = await t.db.select({ days: fans.streakDays }).from(fans).where(eq(fans.userId, fan!));
    expect(row?.days).toBe(STREAK_DAYS + 5);
  });

  it("a missed day restarts the run, and the new run pays again", async () => {
    const [fan] = await insertFans(t.db, 1);
    await t.db
      .update(fans)
      .set({ streakDays: STREAK_DAYS - 1, streakLastDay: sql`(now() at time zone 'Asia/Kolkata')::date - 2` })
      .where(eq(fans.userId, fan!));
    const afterGap = await give(fan!, XP_ACTIONS.upvotePost);
    expect(streakPaid(afterGap)).toBe(0);
    const [restarted] = await t.db.select({ days: fans.streakDays }).from(fans).where(eq(fans.userId, fan!));
    expect(restarted?.days).toBe(1);

    for (let day = 2; day <= STREAK_DAYS; day++) {
      await nextDay(fan!);
      const outcome = await give(fan!, XP_ACTIONS.commentOnPosts, { subjectKey: `c:${day}`, ignoreWindow: true });
      expect(streakPaid(outcome)).toBe(day === STREAK_DAYS ? 1 : 0);
    }
    // Paid once, keyed by the run's first day.
    const subjects = await t.db
      .select({ subject: fanActivities.subjectKey })
      .from(fanActivities)
      .where(sql`${fanActivities.fanId} = ${fan} and ${fanActivities.activityType} = ${XP_ACTIONS.maintainStreak}`);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]?.subject).toMatch(/^streak:\d{4}-\d{2}-\d{2}$/);
  });

  it("badge and streak rewards do not extend or trigger the streak themselves", async () => {
    const [fan] = await insertFans(t.db, 1);
    await t.db
      .update(fans)
      .set({ streakDays: STREAK_DAYS - 1, streakLastDay: sql`(now() at time zone 'Asia/Kolkata')::date - 1` })
      .where(eq(fans.userId, fan!));
    const outcome = await give(fan!, XP_ACTIONS.screamVote, { subjectKey: "band:1" });
    expect(paidLines(outcome).map((line) => line.action)).toEqual([
      XP_ACTIONS.screamVote,
      XP_ACTIONS.unlockBadge,
      XP_ACTIONS.maintainStreak,
    ]);
    expect(outcome).toMatchObject({ totalXp: 5 + 50 + 50 });
  });
});
