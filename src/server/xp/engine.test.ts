import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { XP_ACTIONS, type XpActionName } from "@/shared/xp-actions";
import { fanActivities, fans } from "../db/schema";
import { createTestApp, getTestDatabase, type TestApp } from "../test";
import { award } from "./engine";
import { activityCount, ageActivities, captureLogger, insertFans, xpOf } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const give = (fanId: string, action: XpActionName, options?: Parameters<typeof award>[4]) =>
  award(t.db, t.deps.logger, fanId, action, options);

describe("award: the rules of 000 §4", () => {
  it("refuses an action the matrix lacks: false, logged, no row", async () => {
    const [fan] = await insertFans(t.db, 1);
    const { logger, lines } = captureLogger();
    const outcome = await award(t.db, logger, fan!, "Teleport to the stage" as XpActionName);
    expect(outcome).toEqual({ awarded: false, reason: "unknown_action" });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: "xp: unknown engagement action refused", action: "Teleport to the stage" }),
    );
    expect(await activityCount(t.db, fan!)).toBe(0);
    expect(await xpOf(t.db, fan!)).toBe(0);
  });

  it("pays the matrix's points, inserts the activity and reports the new total", async () => {
    const [fan] = await insertFans(t.db, 1, 12);
    const outcome = await give(fan!, XP_ACTIONS.postInCommunity);
    expect(outcome).toMatchObject({
      awarded: true,
      action: "Post in Community",
      points: 5,
      awards: [{ action: "Post in Community", points: 5 }],
      totalXp: 17,
      newBadges: [],
    });
    expect(await xpOf(t.db, fan!)).toBe(17);
    const [row] = await t.db.select().from(fanActivities).where(eq(fanActivities.fanId, fan!));
    expect(row).toMatchObject({ activityType: "Post in Community", xpReward: 5, subjectKey: null });
  });

  it("skips the same action within 60 s, and pays again once 61 s have passed", async () => {
    const [fan] = await insertFans(t.db, 1);
    expect((await give(fan!, XP_ACTIONS.commentOnPosts)).awarded).toBe(true);
    expect(await give(fan!, XP_ACTIONS.commentOnPosts)).toEqual({ awarded: false, reason: "duplicate_window" });
    // Another action is not held up by the first one's window.
    expect((await give(fan!, XP_ACTIONS.upvotePost)).awarded).toBe(true);
    expect(await activityCount(t.db, fan!, XP_ACTIONS.commentOnPosts)).toBe(1);

    await ageActivities(t.db, fan!, 61);
    expect(await give(fan!, XP_ACTIONS.commentOnPosts)).toMatchObject({ awarded: true, totalXp: 3 + 2 + 3 });
    expect(await activityCount(t.db, fan!, XP_ACTIONS.commentOnPosts)).toBe(2);
  });

  it("pays once per subject, for ever, and other subjects still pay", async () => {
    const [fan] = await insertFans(t.db, 1);
    const band = "band:7d1f4c1e-0000-4000-8000-000000000001";
    expect((await give(fan!, XP_ACTIONS.follow, { subjectKey: band })).awarded).toBe(true);
    await ageActivities(t.db, fan!, 3600);
    expect(await give(fan!, XP_ACTIONS.follow, { subjectKey: band })).toEqual({
      awarded: false,
      reason: "already_paid",
    });
    expect(await give(fan!, XP_ACTIONS.follow, { subjectKey: band, ignoreWindow: true })).toEqual({
      awarded: false,
      reason: "already_paid",
    });
    expect((await give(fan!, XP_ACTIONS.follow, { subjectKey: "band:another" })).awarded).toBe(true);
    expect(await xpOf(t.db, fan!)).toBe(10);
  });

  it("reports the level before and after", async () => {
    const [fan] = await insertFans(t.db, 1, 45);
    expect(await give(fan!, XP_ACTIONS.postInCommunity)).toMatchObject({ totalXp: 50, previousLevel: 1, level: 2 });
    expect(await give(fan!, XP_ACTIONS.upvotePost)).toMatchObject({ totalXp: 52, previousLevel: 2, level: 2 });
  });

  it("creates the fans row of an account that has none, and refuses a missing account", async () => {
    const [fan] = await insertFans(t.db, 1);
    await t.db.delete(fans).where(eq(fans.userId, fan!));
    expect(await give(fan!, XP_ACTIONS.readMission, { subjectKey: "mission" })).toMatchObject({
      awarded: true,
      totalXp: 5,
    });
    expect(await give("00000000-0000-4000-8000-000000000000", XP_ACTIONS.readMission)).toEqual({
      awarded: false,
      reason: "no_account",
    });
  });

  it("never throws to the caller: a failure is logged and reported as not awarded", async () => {
    const closed = await getTestDatabase({ fresh: true });
    const [fan] = await insertFans(closed.db, 1);
    await closed.close();
    const { logger, lines } = captureLogger();
    await expect(award(closed.db, logger, fan!, XP_ACTIONS.postInCommunity)).resolves.toEqual({
      awarded: false,
      reason: "error",
    });
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: "xp: award failed", fanId: fan }));
    // A fresh database copy of its own (it gets closed) is slow to load on a busy machine.
  }, 60_000);

  it("rolls back its own work only, inside a caller's transaction", async () => {
    const [fan] = await insertFans(t.db, 1);
    const { logger } = captureLogger();
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`update fans set city = 'Pune' where user_id = ${fan}`);
      // An id Postgres cannot read makes the engine's savepoint fail; the caller's write must survive.
      const outcome = await award(tx, logger, "not-a-uuid", XP_ACTIONS.follow);
      expect(outcome).toEqual({ awarded: false, reason: "error" });
    });
    const [row] = await t.db.select({ city: fans.city }).from(fans).where(eq(fans.userId, fan!));
    expect(row?.city).toBe("Pune");
  });
});
