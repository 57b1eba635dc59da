import { beforeAll, describe, expect, it } from "vitest";
import type { BadgeProgress } from "@/shared/contract/progress";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, createUser, type TestUser } from "../auth/testing";
import { BADGE_MATRIX } from "../seed/content/badges";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function progress(user: TestUser): Promise<BadgeProgress[]> {
  const res = await t.app.request("/api/progress/badges", { headers: user.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { badges: BadgeProgress[] }).badges;
}

const follow = (fanId: string, i: number) =>
  award(t.db, t.deps.logger, fanId, XP_ACTIONS.follow, { subjectKey: `band:test-${i}`, ignoreWindow: true });

const tribeJoiner = BADGE_MATRIX.find((badge) => badge.badgeName === "Tribe Joiner")!;

describe("GET /api/progress/badges", () => {
  it("requires authentication", async () => {
    const res = await t.app.request("/api/progress/badges");
    expect(res.status).toBe(401);
  });

  it("is for fans only: admins and artists get 403", async () => {
    for (const user of [await createAdmin(t.deps), await createUser(t.deps, { role: "artist" })]) {
      const res = await t.app.request("/api/progress/badges", { headers: user.headers });
      expect(res.status).toBe(403);
    }
  });

  it("lists every badge, locked ones at 0 for a new fan", async () => {
    const fan = await createFan(t.deps);
    const badges = await progress(fan);
    expect(badges).toHaveLength(BADGE_MATRIX.length);
    expect(badges.every((badge) => badge.count === 0 && badge.awardedAt === null)).toBe(true);
    expect(badges[0]).toMatchObject({ description: expect.any(String), timesRequired: expect.any(Number) });
  });

  it("one action short shows n-1 of n; that action unlocks it, as the engine awards it", async () => {
    const fan = await createFan(t.deps);
    const n = tribeJoiner.timesRequired;
    for (let i = 1; i < n; i++) await follow(fan.id, i);
    const before = (await progress(fan)).find((badge) => badge.badgeName === tribeJoiner.badgeName)!;
    expect(before).toMatchObject({ count: n - 1, timesRequired: n, awardedAt: null });

    const outcome = await follow(fan.id, n);
    expect(outcome.awarded && outcome.newBadges.map((badge) => badge.badgeName)).toEqual([tribeJoiner.badgeName]);
    const badges = await progress(fan);
    const after = badges.find((badge) => badge.badgeName === tribeJoiner.badgeName)!;
    expect(after).toMatchObject({ count: n, timesRequired: n, awardedAt: expect.any(String) });
    // Earned badges come first; the count never passes the requirement.
    expect(badges[0]!.badgeName).toBe(tribeJoiner.badgeName);
    await follow(fan.id, n + 1);
    expect((await progress(fan)).find((badge) => badge.badgeId === after.badgeId)!.count).toBe(n);
  });

  it("counts a badge as unlocked exactly when the engine has awarded it, for every badge of an action", async () => {
    const fan = await createFan(t.deps);
    for (let i = 1; i <= 25; i++) {
      await award(t.db, t.deps.logger, fan.id, XP_ACTIONS.screamVote, {
        subjectKey: `band:s-${i}`,
        ignoreWindow: true,
      });
      for (const badge of (await progress(fan)).filter((b) => b.action === XP_ACTIONS.screamVote)) {
        expect(badge.count).toBe(Math.min(i, badge.timesRequired));
        expect(badge.awardedAt !== null).toBe(badge.count === badge.timesRequired);
      }
    }
  });

  it("orders locked badges closest first", async () => {
    const fan = await createFan(t.deps);
    for (let i = 1; i < tribeJoiner.timesRequired; i++) await follow(fan.id, i);
    const locked = (await progress(fan)).filter((badge) => badge.awardedAt === null);
    expect(locked[0]!.badgeName).toBe(tribeJoiner.badgeName);
    const shares = locked.map((badge) => badge.count / badge.timesRequired);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
  });
});
