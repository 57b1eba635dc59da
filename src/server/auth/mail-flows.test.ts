import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, sessions, users } from "../db/schema";
import { startTestSmtp, type TestSmtp } from "../mail/testing";
import { createTestApp, type TestApp } from "../test";
import { createFan } from "./testing";

let t: TestApp;
let smtp: TestSmtp;
const PASSWORD = "violet-tabla-42";

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer });
});

beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const post = (path: string, body: unknown, cookie?: string) =>
  t.app.request(path, {
    method: "POST",
    // A browser sends its Origin with every POST; better-auth checks it when a cookie comes along.
    headers: { "content-type": "application/json", origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
const unique = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`;
/** The app's own path of a link in a mail (the mail holds absolute APP_URL links). */
const pathOf = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe(t.env.APP_URL);
  return url.pathname + url.search;
};
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0];

async function signIn(email: string, password: string) {
  const res = await post("/api/auth/sign-in/email", { email, password });
  expect(res.status).toBe(200);
  return cookieOf(res)!;
}

async function sessionUser(cookie: string | undefined) {
  const res = await t.app.request("/api/auth/get-session", { headers: cookie ? { cookie } : {} });
  return ((await res.json()) as { user: { email: string; emailVerified: boolean } } | null)?.user ?? null;
}

describe("e-mail verification over SMTP", () => {
  it("mails a link that confirms the address, signs in and returns to the page given", async () => {
    const email = unique("verify");
    const since = smtp.received.length;
    const callbackURL = `${t.env.APP_URL}/bands?from=signup`;
    expect((await post("/api/auth/sign-up/email", { email, password: PASSWORD, callbackURL })).status).toBe(200);

    const mail = await smtp.waitFor(email, { since });
    expect(mail.subject).toBe("Confirm your e-mail for LoudTribe");
    expect(mail.from).toBe("no-reply@localhost");
    const link = mail.links.find((l) => l.includes("/api/auth/verify-email"))!;
    expect(link).toBeDefined();

    const res = await t.app.request(pathOf(link));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(callbackURL);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.email, email));
    expect(row!.emailVerified).toBe(true);
    expect(await sessionUser(cookieOf(res))).toMatchObject({ email, emailVerified: true });
  });

  it("sends the verification afresh on request, with the same answer for unknown addresses", async () => {
    const fan = await createFan(t.deps, { emailVerified: false });
    const since = smtp.received.length;
    const known = await post("/api/auth/send-verification-email", { email: fan.email, callbackURL: "/" });
    const unknown = await post("/api/auth/send-verification-email", { email: unique("ghost"), callbackURL: "/" });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    expect((await smtp.waitFor(fan.email, { since })).subject).toBe("Confirm your e-mail for LoudTribe");
  });

  it("asks for an e-mail when none is given", async () => {
    const res = await post("/api/auth/send-verification-email", {});
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe("You must provide either an email or phone number");
  });

  it("sends a broken link back to the page with an error and confirms nothing", async () => {
    const res = await t.app.request(
      `/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/profile")}`,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile?error=INVALID_TOKEN");
    expect(cookieOf(res)).toBeUndefined();
  });
});

describe("sign-out", () => {
  it("ends the session on the server: the old cookie no longer works", async () => {
    const email = unique("leaver");
    await post("/api/auth/sign-up/email", { email, password: PASSWORD });
    const cookie = await signIn(email, PASSWORD);
    expect(await sessionUser(cookie)).toMatchObject({ email });

    const out = await post("/api/auth/sign-out", {}, cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/loudtribe\.session_token=;.*Max-Age=0/);
    expect(await sessionUser(cookie)).toBeNull();
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });
});

describe("password recovery over SMTP", () => {
  it("mails a reset link; the new password works, the old one and old sessions do not", async () => {
    const email = unique("forgetful");
    await post("/api/auth/sign-up/email", { email, password: PASSWORD });
    const oldSession = await signIn(email, PASSWORD);
    const since = smtp.received.length;
    const redirectTo = `${t.env.APP_URL}/auth/reset-password`;
    const requested = await post("/api/auth/request-password-reset", { email, redirectTo });
    expect(requested.status).toBe(200);

    const resetMail = await smtp.waitFor(email, { since, subject: /^Reset your LoudTribe password$/ });
    const link = resetMail.links.find((l) => l.includes("/api/auth/reset-password/"))!;
    const landing = await t.app.request(pathOf(link));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!);
    expect(target.origin + target.pathname).toBe(redirectTo);
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const common = await post("/api/auth/reset-password", { token, newPassword: "password1" });
    expect(common.status).toBe(422);
    const short = await post("/api/auth/reset-password", { token, newPassword: "abc" });
    expect((await short.json()).error.message).toBe("Password must be at least 6 characters long");

    const reset = await post("/api/auth/reset-password", { token, newPassword: "marigold-sitar-77" });
    expect(reset.status).toBe(200);
    expect(await sessionUser(oldSession)).toBeNull();
    expect((await post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(401);
    await signIn(email, "marigold-sitar-77");

    const reused = await post("/api/auth/reset-password", { token, newPassword: "another-sitar-78" });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.message).toBe("This link is invalid or has expired. Please request a new one.");
  });

  it("answers an unknown e-mail exactly like a known one and sends nothing", async () => {
    const fan = await createFan(t.deps);
    const ghost = unique("ghost");
    const since = smtp.received.length;
    const known = await post("/api/auth/request-password-reset", {
      email: fan.email,
      redirectTo: "/auth/reset-password",
    });
    const unknown = await post("/api/auth/request-password-reset", {
      email: ghost,
      redirectTo: "/auth/reset-password",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await smtp.waitFor(fan.email, { since });
    expect(smtp.received.slice(since).some((m) => m.to.includes(ghost))).toBe(false);
  });
});
