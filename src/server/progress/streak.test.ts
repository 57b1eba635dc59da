import { beforeAll, describe, expect, it } from "vitest";
import type { Streak } from "@/shared/contract/progress";
import { shiftIstDayKey } from "@/shared/datetime";
import { STREAK_DAYS, XP_ACTIONS } from "@/shared/xp-actions";
import { createFan, createUser } from "../auth/testing";
import { fanActivities, fanDailyXp } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";
import { loadStreak } from "./streak";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** One XP row per IST day, as the engine's aggregate holds them. */
async function activeOn(fanId: string, days: string[]) {
  await t.db.insert(fanDailyXp).values(days.map((day) => ({ fanId, day, xp: 5 })));
}

/** `length` consecutive days ending on `last`. */
const run = (last: string, length: number) => Array.from({ length }, (_, i) => shiftIstDayKey(last, i - (length - 1)));

// 23:59:59.999 IST on Monday 23 November 2026, and IST midnight a millisecond later.
const BEFORE_MIDNIGHT = new Date("2026-11-23T18:29:59.999Z");
const MIDNIGHT = new Date("2026-11-23T18:30:00.000Z");

describe("GET /api/progress/streak", () => {
  it("requires authentication; admins and artists get 403", async () => {
    expect((await t.app.request("/api/progress/streak")).status).toBe(401);
    const artist = await createUser(t.deps, { role: "artist" });
    expect((await t.app.request("/api/progress/streak", { headers: artist.headers })).status).toBe(403);
  });

  it("a new fan has no streak and 7 days to the reward", async () => {
    const fan = await createFan(t.deps);
    const res = await t.app.request("/api/progress/streak", { headers: fan.headers });
    expect(res.status).toBe(200);
    const streak = (await res.json()) as Streak;
    expect(streak).toMatchObject({ current: 0, best: 0, activeToday: false, daysToReward: STREAK_DAYS });
    expect(streak.rewardPoints).toBeGreaterThan(0);
    expect(streak.week).toHaveLength(7);
    expect(streak.week.every((day) => !day.active)).toBe(true);
  });

  it("an award today starts the run the engine counts: 1 day, today active", async () => {
    const fan = await createFan(t.deps);
    await award(t.db, t.deps.logger, fan.id, XP_ACTIONS.readMission, { subjectKey: "mission", ignoreWindow: true });
    const res = await t.app.request("/api/progress/streak", { headers: fan.headers });
    const streak = (await res.json()) as Streak;
    expect(streak).toMatchObject({ current: 1, best: 1, activeToday: true, daysToReward: STREAK_DAYS - 1 });
    expect(streak.week.at(-1)).toMatchObject({ active: true });
  });
});

describe("the streak around IST midnight", () => {
  it("keeps yesterday's run after midnight until the day ends, then it is over", async () => {
    const fan = await createFan(t.deps);
    await activeOn(fan.id, run("2026-11-23", 3));

    const before = await loadStreak(t.db, fan.id, BEFORE_MIDNIGHT);
    expect(before).toMatchObject({ current: 3, activeToday: true, daysToReward: 4 });
    expect(before.week.at(-1)).toEqual({ day: "2026-11-23", active: true });

    const after = await loadStreak(t.db, fan.id, MIDNIGHT);
    expect(after).toMatchObject({ current: 3, activeToday: false, daysToReward: 4 });
    expect(after.week.at(-1)).toEqual({ day: "2026-11-24", active: false });
    expect(after.week.at(-2)).toEqual({ day: "2026-11-23", active: true });

    const dayLater = await loadStreak(t.db, fan.id, new Date(MIDNIGHT.getTime() + 86_400_000));
    expect(dayLater).toMatchObject({ current: 0, best: 3, daysToReward: STREAK_DAYS });
  });

  it("counts 23:59 and 00:00 IST as two days of one run", async () => {
    const fan = await createFan(t.deps);
    await activeOn(fan.id, ["2026-11-23", "2026-11-24"]);
    expect(await loadStreak(t.db, fan.id, MIDNIGHT)).toMatchObject({ current: 2, activeToday: true });
    // Before midnight, tomorrow's row is in the future and counts for nothing.
    expect(await loadStreak(t.db, fan.id, BEFORE_MIDNIGHT)).toMatchObject({ current: 1, best: 1 });
  });

  it("the best run outlives a broken one; the current run restarts at 1", async () => {
    const fan = await createFan(t.deps);
    await activeOn(fan.id, [...run("2026-11-10", 5), ...run("2026-11-23", 2)]);
    expect(await loadStreak(t.db, fan.id, BEFORE_MIDNIGHT)).toMatchObject({ current: 2, best: 5, daysToReward: 5 });
  });

  it("7 days reach the reward; it shows paid once the engine paid this run", async () => {
    const fan = await createFan(t.deps);
    const days = run("2026-11-23", STREAK_DAYS);
    await activeOn(fan.id, days);
    const reached = await loadStreak(t.db, fan.id, BEFORE_MIDNIGHT);
    expect(reached).toMatchObject({ current: 7, daysToReward: 0, rewardPaid: false });
    expect(reached.week.every((day) => day.active)).toBe(true);

    await t.db.insert(fanActivities).values({
      fanId: fan.id,
      activityType: XP_ACTIONS.maintainStreak,
      xpReward: 50,
      subjectKey: `streak:${days[0]}`,
    });
    expect(await loadStreak(t.db, fan.id, BEFORE_MIDNIGHT)).toMatchObject({ rewardPaid: true, daysToReward: 0 });
  });
});
