import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { pointsFor, XP_ACTIONS } from "@/shared/xp-actions";
import { fanActivities, fans, rateLimits, sessions, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { COMMON_PASSWORD_MESSAGE, GUESSABLE_PASSWORD_MESSAGE } from "./password-policy";
import { PHONE_NOT_SUPPORTED } from "./requests";
import { createFan, jsonRequest } from "./testing";

let t: TestApp;
const PASSWORD = "violet-tabla-42";

beforeAll(async () => {
  t = await createTestApp();
});

// Every request here comes from one address; the limits have their own test file.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const signUp = (body: unknown) => t.app.request("/api/auth/sign-up/email", jsonRequest("POST", body));
const signIn = (body: unknown) => t.app.request("/api/auth/sign-in/email", jsonRequest("POST", body));
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("POST /api/auth/sign-up/email", () => {
  it.each([
    ["nothing", {}],
    ["no password", { email: "a@example.test" }],
    ["no e-mail", { password: PASSWORD }],
    ["blank values", { email: " ", password: "" }],
  ])("refuses %s with the spec's message", async (_, body) => {
    const res = await signUp(body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "You must provide either an email or phone number and a password",
        fields: { _: ["You must provide either an email or phone number and a password"] },
      },
    });
  });

  it("refuses a short password", async () => {
    const res = await signUp({ email: unique("short"), password: "abc12" });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({
      message: "Password must be at least 6 characters long",
      fields: { password: ["Password must be at least 6 characters long"] },
    });
  });

  it.each(["password", "123456", "Qwerty123", "iloveyou"])("refuses the common password %s", async (password) => {
    const res = await signUp({ email: unique("common"), password });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it.each([
    ["the product's name", "LoudTribe", "guess-a@example.test"],
    ["the product's name dressed up", "Loud.Tribe2026!", "guess-b@example.test"],
    ["a demo password", "tribe-fan-2026", "guess-c@example.test"],
    ["the e-mail's name", "ananya.rao", "ananya.rao@example.test"],
    ["the e-mail's name with a number", "AnanyaRao99", "ananya.rao@example.test"],
  ])("refuses %s as a password with one clear message", async (_, password, email) => {
    const res = await signUp({ email, password });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: GUESSABLE_PASSWORD_MESSAGE,
        fields: { password: [GUESSABLE_PASSWORD_MESSAGE] },
      },
    });
  });

  it("keeps a six-character password that is none of those (000 §5's minimum stays)", async () => {
    const res = await signUp({ email: unique("six"), password: "tabla7" });
    expect(res.status).toBe(200);
  });

  it("refuses a malformed e-mail and a phone number without e-mail", async () => {
    const bad = await signUp({ email: "not-an-email", password: PASSWORD });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error.message).toBe("Invalid email");
    const phone = await signUp({ phone: "+919800000000", password: PASSWORD });
    expect(phone.status).toBe(422);
    expect((await phone.json()).error.message).toBe(PHONE_NOT_SUPPORTED);
  });

  it("creates a fan with a fans row and the 'Email Registration' reward, and does not sign in", async () => {
    const email = unique("new");
    const res = await signUp({ email, password: PASSWORD, displayName: "  Stage Diver  " });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true, email });
    expect(res.headers.get("set-cookie")).toBeNull();

    const user = await userRow(email);
    expect(user).toMatchObject({
      role: "fan",
      userType: "real",
      emailVerified: false,
      displayName: "Stage Diver",
      name: null,
      avatarUrl: null,
    });
    const [fan] = await t.db.select().from(fans).where(eq(fans.userId, user!.id));
    expect(fan).toMatchObject({ onboardingComplete: false, city: null, xpPoints: pointsFor("emailRegistration") });
    const activities = await t.db
      .select()
      .from(fanActivities)
      .where(and(eq(fanActivities.fanId, user!.id), eq(fanActivities.activityType, XP_ACTIONS.emailRegistration)));
    expect(activities).toHaveLength(1);
    await vi.waitFor(() =>
      expect(t.mails.some((m) => m.to === email && /Confirm your e-mail/.test(m.subject))).toBe(true),
    );
  });

  it("stores a lower-cased e-mail and saves a blank display name as null", async () => {
    const email = unique("Mixed.Case");
    expect((await signUp({ email: email.toUpperCase(), password: PASSWORD, displayName: "   " })).status).toBe(200);
    expect(await userRow(email.toLowerCase())).toMatchObject({ displayName: null });
  });

  it("never takes a role, user type, image or verified flag from the client", async () => {
    const email = unique("sneaky");
    const res = await signUp({
      email,
      password: PASSWORD,
      role: "admin",
      userType: "system",
      image: "https://evil.example/x.png",
      avatarUrl: "https://evil.example/x.png",
      emailVerified: true,
    });
    expect(res.status).toBe(200);
    expect(await userRow(email)).toMatchObject({
      role: "fan",
      userType: "real",
      avatarUrl: null,
      emailVerified: false,
    });
  });

  it("answers an existing e-mail exactly like a new one, and mails the owner instead", async () => {
    const existing = await createFan(t.deps);
    const fresh = await signUp({ email: unique("fresh"), password: PASSWORD });
    const taken = await signUp({ email: existing.email, password: PASSWORD });
    expect(taken.status).toBe(fresh.status);
    const [freshBody, takenBody] = [await fresh.json(), await taken.json()];
    expect(Object.keys(takenBody).sort()).toEqual(Object.keys(freshBody).sort());
    expect(takenBody).toEqual({ status: true, email: existing.email });
    expect(taken.headers.get("set-cookie")).toBeNull();
    await vi.waitFor(() =>
      expect(t.mails.some((m) => m.to === existing.email && /Your LoudTribe account/.test(m.subject))).toBe(true),
    );
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, existing.email));
    expect(count!.n).toBe(1);
  });
});

describe("existing-account mail", () => {
  it("goes to one mailbox at most 3 times an hour, the answer staying identical", async () => {
    const existing = await createFan(t.deps);
    for (let i = 0; i < 5; i++) {
      const res = await signUp({ email: existing.email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: true, email: existing.email });
    }
    const toOwner = () => t.mails.filter((m) => m.to === existing.email && /Your LoudTribe account/.test(m.subject));
    await vi.waitFor(() => expect(toOwner().length).toBeGreaterThanOrEqual(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toOwner()).toHaveLength(3);
  });
});

describe("POST /api/auth/sign-in/email", () => {
  it("refuses missing credentials with the spec's message", async () => {
    const res = await signIn({ email: "someone@example.test" });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe("You must provide either an email or phone number and a password");
  });

  it("signs in an unconfirmed account and never puts the session token in the body", async () => {
    const email = unique("unconfirmed");
    await signUp({ email, password: PASSWORD });
    const res = await signIn({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ user: expect.objectContaining({ email, emailVerified: false, role: "fan" }) });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^loudtribe\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const session = await t.app.request("/api/auth/get-session", { headers: { cookie: cookie.split(";")[0]! } });
    const sessionBody = await session.json();
    expect(sessionBody.user).toMatchObject({ email, displayName: null, avatarUrl: null });
    expect(JSON.stringify(sessionBody)).not.toMatch(/token/i);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const fan = await createFan(t.deps);
    const wrong = await signIn({ email: fan.email, password: "not-the-password" });
    const unknown = await signIn({ email: unique("nobody"), password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });
});

describe("GET /api/auth/get-session", () => {
  it("answers null when signed out", async () => {
    const res = await t.app.request("/api/auth/get-session");
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it("slides an active session's expiry forward (at most once a day)", async () => {
    const fan = await createFan(t.deps);
    const DAY = 24 * 60 * 60 * 1000;
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * DAY) })
      .where(eq(sessions.userId, fan.id));
    const res = await t.app.request("/api/auth/get-session", { headers: fan.headers });
    expect((await res.json()).user.id).toBe(fan.id);
    expect(res.headers.get("set-cookie")).toMatch(/loudtribe\.session_token=.*Max-Age=2592000/);
    const [row] = await t.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, fan.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
  });
});

describe("better-auth endpoints LoudTribe does not use", () => {
  it.each([
    ["POST", "/api/auth/update-user"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/delete-user"],
    ["GET", "/api/auth/list-sessions"],
  ])("%s %s is a 404 and changes nothing", async (method, path) => {
    const fan = await createFan(t.deps);
    const res = await t.app.request(
      path,
      jsonRequest(method, method === "GET" ? undefined : { image: "https://evil.example/x.png", role: "admin" }, fan),
    );
    expect(res.status).toBe(404);
    expect(await userRow(fan.email)).toMatchObject({ role: "fan", avatarUrl: null });
  });
});
