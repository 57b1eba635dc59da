import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pointsFor, XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { bands, fanBandActivity, fans, onboardingSessions, users } from "../db/schema";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount, xpOf } from "../xp/testing";
import { ONBOARDING_MESSAGES } from "./policy";
import { deleteStaleSessions, STALE_AFTER_DAYS } from "./service";

let t: TestApp;
const PASSWORD = "violet-tabla-42";
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  await resetRateLimits(t.db);
});

async function start(entityType: "band" | "artist" = "band", entityId?: string) {
  const id = entityId ?? (await createBand(t.db)).id;
  const res = await call(t, "POST", "/api/onboarding", undefined, { entityType, entityId: id });
  expect(res.status).toBe(201);
  return res.body.session as { id: string; entityId: string };
}

const patch = (id: string, body: unknown, user?: TestUser) => call(t, "PATCH", `/api/onboarding/${id}`, user, body);
const register = (id: string, body: Record<string, unknown>) =>
  call(t, "POST", `/api/onboarding/${id}/register`, undefined, body);
const complete = (id: string, user?: TestUser) => call(t, "POST", `/api/onboarding/${id}/complete`, user);
const signUpValues = (email: string) => ({ email, city: "Pune", password: PASSWORD, confirmPassword: PASSWORD });

/** A session through step 3 with a new address; returns the new fan signed in by the mail's link. */
async function registered(level = 6) {
  const session = await start();
  await patch(session.id, { voteValue: level });
  await patch(session.id, { selectedName: "CosmicDrummer7" });
  const email = unique("onboard");
  expect((await register(session.id, signUpValues(email))).status).toBe(200);
  const mail = await vi.waitFor(() => {
    const found = t.mails.find((m) => m.to === email && /Confirm your e-mail/.test(m.subject));
    expect(found).toBeDefined();
    return found!;
  });
  const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email[^\s"<>]*/.exec(mail.text)![0].replaceAll("&amp;", "&");
  const verified = await t.app.request(new URL(link).pathname + new URL(link).search);
  expect(verified.status).toBe(302);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  const fan: TestUser = { id: user!.id, email, role: "fan", cookie, headers: { cookie } };
  return { session, fan, email, location: verified.headers.get("location")! };
}

describe("POST /api/onboarding", () => {
  it("starts a session for a visitor on a band and on an artist, with a random id", async () => {
    const band = await start("band");
    const artist = await createArtist(t.db);
    const forArtist = await start("artist", artist.id);
    expect(band.id).not.toBe(forArtist.id);
    const read = await call(t, "GET", `/api/onboarding/${forArtist.id}`);
    expect(read.status).toBe(200);
    expect(read.body.session).toEqual({
      id: forArtist.id,
      entityType: "artist",
      entityId: artist.id,
      voteValue: null,
      selectedName: null,
      selectedCity: null,
      email: null,
      registered: false,
      completed: false,
    });
  });

  it.each([
    [{}],
    [{ entityType: "venue", entityId: randomUUID() }],
    [{ entityType: "band", entityId: "nope" }],
    [{ entityType: "band", entityId: randomUUID(), vote: 3 }],
  ])("refuses bad input %j", async (body) => {
    expect((await call(t, "POST", "/api/onboarding", undefined, body)).status).toBe(422);
  });

  it("is 404 for a band or artist that does not exist", async () => {
    const res = await call(t, "POST", "/api/onboarding", undefined, { entityType: "band", entityId: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Band not found");
    const fan = await createFan(t.deps);
    // A fan is not an artist.
    expect(
      (await call(t, "POST", "/api/onboarding", undefined, { entityType: "artist", entityId: fan.id })).status,
    ).toBe(404);
  });

  it("cleans up unfinished sessions nobody touched for a week, and keeps the rest", async () => {
    const stale = await start();
    const fresh = await start();
    const done = await start();
    const old = new Date(Date.now() - (STALE_AFTER_DAYS + 1) * 86_400_000);
    await t.db.update(onboardingSessions).set({ updatedAt: old }).where(eq(onboardingSessions.id, stale.id));
    await t.db
      .update(onboardingSessions)
      .set({ updatedAt: old, completed: true })
      .where(eq(onboardingSessions.id, done.id));
    await start();
    expect((await call(t, "GET", `/api/onboarding/${stale.id}`)).status).toBe(404);
    expect((await call(t, "GET", `/api/onboarding/${fresh.id}`)).status).toBe(200);
    expect((await call(t, "GET", `/api/onboarding/${done.id}`)).status).toBe(200);
    expect(await deleteStaleSessions(t.db)).toBe(0);
  });
});

describe("GET /api/onboarding/:id", () => {
  it("is 404 with the spec's message for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const res = await call(t, "GET", `/api/onboarding/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(ONBOARDING_MESSAGES.fetchFailed);
    }
  });
});

describe("PATCH /api/onboarding/:id", () => {
  it("saves the vote, then the name, one field at a time", async () => {
    const session = await start();
    const voted = await patch(session.id, { voteValue: 4 });
    expect(voted.status).toBe(200);
    expect(voted.body.session).toMatchObject({ voteValue: 4, selectedName: null });
    const named = await patch(session.id, { selectedName: "  WildRaga12 " });
    expect(named.body.session).toMatchObject({ voteValue: 4, selectedName: "WildRaga12" });
    expect((await call(t, "GET", `/api/onboarding/${session.id}`)).body.session).toMatchObject({
      voteValue: 4,
      selectedName: "WildRaga12",
    });
  });

  it.each([
    [{ voteValue: 0 }, "Choose a level from 1 to 7"],
    [{ voteValue: 8 }, "Choose a level from 1 to 7"],
    [{ voteValue: 2.5 }, "Choose a level from 1 to 7"],
    [{ selectedName: "   " }, "Please choose a name"],
    [{ selectedName: "x".repeat(51) }, "String must contain at most 50 character(s)"],
    [{}, "Nothing to update"],
  ])("refuses %j", async (body, message) => {
    const session = await start();
    const res = await patch(session.id, body);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
  });

  it("refuses e-mail, city or completed from the client", async () => {
    const session = await start();
    for (const body of [{ email: "a@example.test" }, { selectedCity: "Pune" }, { completed: true }]) {
      expect((await patch(session.id, body)).status).toBe(422);
    }
  });

  it("needs the vote before the name", async () => {
    const session = await start();
    const res = await patch(session.id, { selectedName: "WildRaga12" });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ONBOARDING_MESSAGES.voteFirst);
  });

  it("is 404 with the spec's message for an unknown session", async () => {
    const res = await patch(randomUUID(), { voteValue: 3 });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(ONBOARDING_MESSAGES.updateFailed);
  });
});

describe("POST /api/onboarding/:id/register", () => {
  it("validates with the spec's messages", async () => {
    const session = await start();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...signUpValues(unique("a")), confirmPassword: "other-pass-1" }, "confirmPassword", "Passwords do not match"],
      [
        { ...signUpValues(unique("a")), password: "abc", confirmPassword: "abc" },
        "password",
        "Password must be at least 6 characters long",
      ],
      [{ ...signUpValues(unique("a")), city: "  " }, "city", "Please select your city"],
      [{ ...signUpValues("nope") }, "email", "Invalid email"],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(session.id, body);
      expect(res.status).toBe(422);
      expect(res.body.error.fields[field]).toEqual([message]);
    }
  });

  it("needs the vote and the name first", async () => {
    const session = await start();
    const res = await register(session.id, signUpValues(unique("early")));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(ONBOARDING_MESSAGES.stepsMissing);
  });

  it("refuses a common password like /auth does", async () => {
    const session = await start();
    await patch(session.id, { voteValue: 3 });
    await patch(session.id, { selectedName: "WildRaga12" });
    const res = await register(session.id, {
      ...signUpValues(unique("common")),
      password: "password",
      confirmPassword: "password",
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields.password[0]).toMatch(/most common/);
  });

  it("creates the fan with the alter ego and city, saves e-mail and city, and mails a link to step 4", async () => {
    const { session, fan, email, location } = await registered();
    expect(location).toBe(`${t.env.APP_URL}/onboarding/band/${session.entityId}/${session.id}/step4`);
    const [user] = await t.db.select().from(users).where(eq(users.id, fan.id));
    expect(user).toMatchObject({ displayName: "CosmicDrummer7", role: "fan", emailVerified: true });
    const [fanRow] = await t.db.select().from(fans).where(eq(fans.userId, fan.id));
    expect(fanRow).toMatchObject({ city: "Pune", onboardingComplete: false });
    const read = await call(t, "GET", `/api/onboarding/${session.id}`);
    expect(read.body.session).toMatchObject({ email, selectedCity: "Pune", registered: true, completed: false });
    // The name is the account's now.
    expect((await patch(session.id, { selectedName: "Other1" })).status).toBe(409);
    expect((await register(session.id, signUpValues(unique("again")))).status).toBe(409);
  });

  it("answers an existing e-mail exactly like a new one, creates nothing and mails the owner", async () => {
    const owner = await createFan(t.deps);
    const answers = [];
    for (const email of [unique("fresh"), owner.email]) {
      const session = await start();
      await patch(session.id, { voteValue: 5 });
      await patch(session.id, { selectedName: "LoudRiff1" });
      const res = await register(session.id, signUpValues(email));
      answers.push({
        status: res.status,
        keys: Object.keys(res.body.session).sort(),
        session: { ...res.body.session, id: null, entityId: null, email: null },
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    await vi.waitFor(() =>
      expect(t.mails.some((m) => m.to === owner.email && /Your LoudTribe account/.test(m.subject))).toBe(true),
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(row!.displayName).toBeNull();
  });
});

describe("POST /api/onboarding/:id/complete", () => {
  it("requires authentication", async () => {
    const session = await start();
    expect((await complete(session.id)).status).toBe(401);
  });

  it("is refused to another fan and to an admin", async () => {
    const { session } = await registered();
    for (const user of [await createFan(t.deps), await createAdmin(t.deps)]) {
      const res = await complete(session.id, user);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(ONBOARDING_MESSAGES.notYours);
    }
  });

  it("is 404 for an unknown session", async () => {
    const fan = await createFan(t.deps);
    expect((await complete(randomUUID(), fan)).status).toBe(404);
  });

  it("pays 50 XP (25 + 25) once, counts the vote once and marks the fan onboarded", async () => {
    const { session, fan } = await registered(6);
    const before = await xpOf(t.db, fan.id);
    expect(before).toBe(pointsFor("emailRegistration"));
    const [band0] = await t.db.select().from(bands).where(eq(bands.id, session.entityId));

    const res = await complete(session.id, fan);
    expect(res.status).toBe(200);
    expect(res.body.session).toMatchObject({ completed: true, email: null, selectedName: "CosmicDrummer7" });
    expect(res.body.voteCounted).toBe(true);
    expect(res.body.xp.map((x: { points: number; action: string }) => [x.action, x.points])).toEqual([
      [XP_ACTIONS.onboardingVote, 25],
      [XP_ACTIONS.onboardingJoin, 25],
    ]);
    expect(await xpOf(t.db, fan.id)).toBe(before + 50);
    const [fanRow] = await t.db.select().from(fans).where(eq(fans.userId, fan.id));
    expect(fanRow!.onboardingComplete).toBe(true);
    const [vote] = await t.db.select().from(fanBandActivity).where(eq(fanBandActivity.fanId, fan.id));
    expect(vote).toMatchObject({ bandId: session.entityId, fanVote: 6 });
    const [band1] = await t.db.select().from(bands).where(eq(bands.id, session.entityId));
    expect(band1!.fanVoteCount).toBe(band0!.fanVoteCount + 1);
    expect(band1!.fanVoteSum).toBe(band0!.fanVoteSum + 6);
    // The regular vote reward is not paid on top; the fan has voted, so voting again is refused.
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.screamVote)).toBe(0);
    expect((await call(t, "POST", `/api/bands/${session.entityId}/scream-vote`, fan, { level: 2 })).status).toBe(409);

    // A reload of step 4: the same answer, nothing paid or counted again.
    const again = await complete(session.id, fan);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ xp: null, voteCounted: false, session: { completed: true } });
    expect(await xpOf(t.db, fan.id)).toBe(before + 50);
    const [band2] = await t.db.select().from(bands).where(eq(bands.id, session.entityId));
    expect(band2!.fanVoteCount).toBe(band1!.fanVoteCount);
    // Completed sessions take no more changes.
    expect((await patch(session.id, { voteValue: 1 })).status).toBe(409);
  });

  it("pays and counts once under concurrent completion", async () => {
    const { session, fan } = await registered(3);
    const before = await xpOf(t.db, fan.id);
    const [band0] = await t.db.select().from(bands).where(eq(bands.id, session.entityId));
    const answers = await Promise.all(Array.from({ length: 5 }, () => complete(session.id, fan)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.xp !== null)).toHaveLength(1);
    expect(await xpOf(t.db, fan.id)).toBe(before + 50);
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.onboardingVote)).toBe(1);
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.onboardingJoin)).toBe(1);
    const [band1] = await t.db.select().from(bands).where(eq(bands.id, session.entityId));
    expect(band1!.fanVoteCount).toBe(band0!.fanVoteCount + 1);
  });
});
