import { beforeAll, describe, expect, it } from "vitest";
import { ENGAGEMENT_MATRIX, XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, createUser, jsonRequest, type TestUser } from "../auth/testing";
import { bands, events } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { award } from "./engine";
import { activityCount, xpOf } from "./testing";

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

const get = (path: string, user?: TestUser) => t.app.request(path, { headers: user?.headers ?? {} });
const post = (path: string, body: unknown, user?: TestUser) => t.app.request(path, jsonRequest("POST", body, user));

describe("GET /api/xp/matrix", () => {
  it("lists every action with its points and category, biggest rewards first, for anyone", async () => {
    const res = await get("/api/xp/matrix");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { action: string; points: number; category: string }[];
    expect(rows).toHaveLength(ENGAGEMENT_MATRIX.length);
    expect(Object.keys(rows[0]!).sort()).toEqual(["action", "category", "points"]);
    expect(rows).toContainEqual({ action: "Read mission", points: 5, category: "discovery" });
    const points = rows.map((row) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
  });
});

describe("GET /api/me/xp", () => {
  it("requires authentication", async () => {
    expect((await get("/api/me/xp")).status).toBe(401);
  });

  it("gives a fan their own standing", async () => {
    const fan = await createFan(t.deps, { xpPoints: 60 });
    const other = await createFan(t.deps, { xpPoints: 3700 });
    expect(await (await get("/api/me/xp", fan)).json()).toEqual({
      xpPoints: 60,
      level: 2,
      currentMin: 50,
      nextLevel: 3,
      nextMin: 150,
      progressPercent: 10,
      pointsToNext: 90,
    });
    expect(await (await get("/api/me/xp", other)).json()).toMatchObject({
      xpPoints: 3700,
      level: 10,
      nextMin: null,
      pointsToNext: 0,
      progressPercent: 100,
    });
  });

  it("answers an account without a fans row with level 1 at 0 XP", async () => {
    const artist = await createUser(t.deps, { role: "artist" });
    expect(await (await get("/api/me/xp", artist)).json()).toMatchObject({ xpPoints: 0, level: 1, pointsToNext: 50 });
    expect((await get("/api/me/xp", admin)).status).toBe(200);
  });
});

describe("GET /api/me/badges", () => {
  it("requires authentication", async () => {
    expect((await get("/api/me/badges")).status).toBe(401);
  });

  it("lists only the signed-in fan's own badges", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    expect(await (await get("/api/me/badges", fan)).json()).toEqual({ badges: [] });
    await award(t.db, t.deps.logger, fan.id, XP_ACTIONS.screamVote, { subjectKey: "band:1" });
    const body = (await (await get("/api/me/badges", fan)).json()) as { badges: Record<string, unknown>[] };
    expect(body.badges).toEqual([
      {
        badgeId: expect.any(Number),
        badgeName: "First Scream",
        badgeUrl: "/badges/first-scream.svg",
        description: "Cast your first Scream-O-Meter vote for a band or artist.",
        awardedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(await (await get("/api/me/badges", other)).json()).toEqual({ badges: [] });
  });
});

describe("POST /api/xp/mission", () => {
  it("requires authentication", async () => {
    expect((await post("/api/xp/mission", {})).status).toBe(401);
  });

  it("is for fans only", async () => {
    expect((await post("/api/xp/mission", {}, admin)).status).toBe(403);
    const artist = await createUser(t.deps, { role: "artist" });
    expect((await post("/api/xp/mission", {}, artist)).status).toBe(403);
    expect(await xpOf(t.db, admin.id)).toBe(0);
  });

  it("pays 'Read mission' 5 XP on the first visit, and never again", async () => {
    const fan = await createFan(t.deps, { xpPoints: 20 });
    const first = await post("/api/xp/mission", {}, fan);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      xp: expect.objectContaining({ awarded: true, action: "Read mission", points: 5, totalXp: 25, newBadges: [] }),
    });
    const again = await post("/api/xp/mission", {}, fan);
    expect(await again.json()).toEqual({ xp: { awarded: false, reason: "already_paid" } });
    expect(await xpOf(t.db, fan.id)).toBe(25);
  });

  it("pays each fan on their own", async () => {
    const [a, b] = [await createFan(t.deps), await createFan(t.deps)];
    expect((await (await post("/api/xp/mission", {}, a)).json()).xp.awarded).toBe(true);
    expect((await (await post("/api/xp/mission", {}, b)).json()).xp.awarded).toBe(true);
  });

  it("pays once when 100 first visits arrive at the same moment", async () => {
    const fan = await createFan(t.deps);
    const responses = await Promise.all(Array.from({ length: 100 }, () => post("/api/xp/mission", {}, fan)));
    expect(responses.every((res) => res.status === 200)).toBe(true);
    const bodies = (await Promise.all(responses.map((res) => res.json()))) as { xp: { awarded: boolean } }[];
    expect(bodies.filter((body) => body.xp.awarded)).toHaveLength(1);
    expect(await xpOf(t.db, fan.id)).toBe(5);
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.readMission)).toBe(1);
  }, 120_000);
});

describe("POST /api/xp/share", () => {
  let bandId: string;
  let eventId: string;
  beforeAll(async () => {
    [{ id: bandId }] = (await t.db.insert(bands).values({ name: "Share Test Band" }).returning({ id: bands.id })) as [
      { id: string },
    ];
    [{ id: eventId }] = (await t.db.insert(events).values({ name: "Share Test Gig" }).returning({ id: events.id })) as [
      { id: string },
    ];
  });

  const share = (body: unknown, user?: TestUser) => post("/api/xp/share", body, user);

  it("requires authentication", async () => {
    expect((await share({ entityType: "band", entityId: bandId, channel: "copy" })).status).toBe(401);
  });

  it("is for fans only", async () => {
    expect((await share({ entityType: "band", entityId: bandId, channel: "copy" }, admin)).status).toBe(403);
  });

  it("refuses bad input with field messages", async () => {
    const fan = await createFan(t.deps);
    const cases: [unknown, string][] = [
      [{ entityType: "band", entityId: bandId, channel: "fax" }, "channel"],
      [{ entityType: "playlist", entityId: bandId, channel: "copy" }, "entityType"],
      [{ entityType: "band", channel: "copy" }, "entityId"],
      [{ entityType: "band", entityId: "42", channel: "copy" }, "entityId"],
      [{ entityType: "band", entityId: bandId, channel: "copy", points: 1000 }, "_"],
    ];
    for (const [body, field] of cases) {
      const res = await share(body, fan);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const error = ((await res.json()) as { error: { fields: Record<string, string[]> } }).error;
      expect(Object.keys(error.fields), JSON.stringify(body)).toContain(field);
    }
    expect(await xpOf(t.db, fan.id)).toBe(0);
  });

  it("answers 404 for something that does not exist", async () => {
    const fan = await createFan(t.deps);
    const res = await share(
      { entityType: "venue", entityId: "00000000-0000-4000-8000-000000000000", channel: "copy" },
      fan,
    );
    expect(res.status).toBe(404);
    expect(await xpOf(t.db, fan.id)).toBe(0);
  });

  it("pays the channel's action once per shared thing", async () => {
    const fan = await createFan(t.deps);
    const first = await (await share({ entityType: "band", entityId: bandId, channel: "twitter" }, fan)).json();
    expect(first.xp).toMatchObject({ awarded: true, action: "Share to Twitter", points: 20, totalXp: 20 });
    const whatsapp = await (await share({ entityType: "band", entityId: bandId, channel: "whatsapp" }, fan)).json();
    expect(whatsapp.xp).toMatchObject({ awarded: true, action: "Share to WhatsApp", totalXp: 40 });
    const again = await (await share({ entityType: "band", entityId: bandId, channel: "twitter" }, fan)).json();
    expect(again.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect(await xpOf(t.db, fan.id)).toBe(40);
  });

  it("pays gig shares as 'Share Event', once per gig whatever the channel", async () => {
    const fan = await createFan(t.deps);
    const first = await (await share({ entityType: "event", entityId: eventId, channel: "facebook" }, fan)).json();
    expect(first.xp).toMatchObject({ awarded: true, action: "Share Event", points: 10 });
    const second = await (await share({ entityType: "event", entityId: eventId, channel: "email" }, fan)).json();
    expect(second.xp).toEqual({ awarded: false, reason: "already_paid" });
  });

  it("pays the invite link share without an entity", async () => {
    const fan = await createFan(t.deps);
    const res = await share({ entityType: "referral", channel: "copy" }, fan);
    expect(res.status).toBe(200);
    expect((await res.json()).xp).toMatchObject({
      awarded: true,
      action: "Share 'Join our tribe' referral link",
      points: 20,
    });
  });

  it("limits how fast one fan can share", async () => {
    const fan = await createFan(t.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await share({ entityType: "band", entityId: bandId, channel: "copy" }, fan)).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  }, 60_000);
});
