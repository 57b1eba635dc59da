import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { SIGN_IN_THROTTLE, throttledMessage, waitAfter } from "./sign-in-throttle";

let t: TestApp;
let ip = 0;
const PASSWORD = "violet-tabla-42";

beforeAll(async () => {
  // Believe X-Forwarded-For, so each attempt can come from an address of its own.
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});

const address = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;

function signIn(email: string, password: string, from: string, cookie?: string) {
  return t.app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": from,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
}

async function account(): Promise<string> {
  const email = `throttle-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const res = await t.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  return email;
}

/** The cookie a browser keeps from a correct sign-in: the session and the known-browser mark. */
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

async function expectThrottled(res: Response) {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe("rate_limited");
  expect(body.error.message).toMatch(
    /^Too many failed sign-in attempts for this account\. Please wait \d+ minutes? and try again\.$/,
  );
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("per-account sign-in throttle", () => {
  it("slows one address after 5 wrong passwords for an account, and leaves the owner's other address alone", async () => {
    const email = await account();
    const stranger = address();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddressFreeFailures; i++) {
      expect((await signIn(email, "x-wrong", stranger)).status).toBe(401);
    }
    // Now even the right password waits, from that address.
    await expectThrottled(await signIn(email, PASSWORD, stranger));
    expect((await signIn(email, PASSWORD, address())).status).toBe(200);
  });

  it("stops wrong passwords spread over many addresses, but never a browser that signed in before", async () => {
    const email = await account();
    const owner = await signIn(email, PASSWORD, address());
    expect(owner.status).toBe(200);
    const ownerCookie = cookiesOf(owner);
    expect(ownerCookie).toContain("lt_known_browser=");

    for (let i = 0; i < SIGN_IN_THROTTLE.perAccountFreeFailures; i++) {
      expect((await signIn(email, "x-wrong", address())).status).toBe(401);
    }
    await expectThrottled(await signIn(email, "x-wrong", address()));
    // The right password from an unknown browser waits too: the guesser cannot tell it was right.
    await expectThrottled(await signIn(email, PASSWORD, address()));
    // The owner's browser is known for this account: never held back, even from a new address.
    expect((await signIn(email, PASSWORD, address(), ownerCookie)).status).toBe(200);
  });

  it("answers alike for an e-mail that has no account", async () => {
    const nobody = `nobody-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const from = address();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddressFreeFailures; i++) {
      expect((await signIn(nobody, "x-wrong", from)).status).toBe(401);
    }
    await expectThrottled(await signIn(nobody, "x-wrong", from));
  });

  it("lets the address try again once the delay has passed, and the right password clears the count", async () => {
    const email = await account();
    const from = address();
    for (let i = 0; i < SIGN_IN_THROTTLE.perAddressFreeFailures; i++) await signIn(email, "x-wrong", from);
    await expectThrottled(await signIn(email, PASSWORD, from));
    // Move the last failure past the first delay instead of waiting a minute.
    await t.db.execute(sql`
      update rate_limits set window_started_at = now() - interval '61 seconds' where key like ${`sign-in-failures:${email}%`}`);
    expect((await signIn(email, PASSWORD, from)).status).toBe(200);
    const left = await t.db.execute(
      sql`select count(*)::int as n from rate_limits where key like ${`sign-in-failures:${email}%`}`,
    );
    expect(Number((left.rows[0] as { n: number }).n)).toBe(0);
  });
});

describe("waitAfter", () => {
  const now = Date.parse("2026-11-24T10:00:00Z");
  const at = (secondsAgo: number) => new Date(now - secondsAgo * 1000);
  it("doubles the delay from the first failure past the free ones, up to 15 minutes", () => {
    expect(waitAfter(4, at(0), 5, now)).toBe(0);
    expect(waitAfter(5, at(0), 5, now)).toBe(60);
    expect(waitAfter(6, at(0), 5, now)).toBe(120);
    expect(waitAfter(8, at(0), 5, now)).toBe(480);
    expect(waitAfter(30, at(0), 5, now)).toBe(SIGN_IN_THROTTLE.maxDelaySeconds);
    expect(waitAfter(6, at(100), 5, now)).toBe(20);
  });
  it("forgets failures an hour after the last one", () => {
    expect(waitAfter(30, at(SIGN_IN_THROTTLE.forgetAfterSeconds), 5, now)).toBe(0);
  });
  it("says minutes in words people read", () => {
    expect(throttledMessage(60)).toBe(
      "Too many failed sign-in attempts for this account. Please wait 1 minute and try again.",
    );
    expect(throttledMessage(61)).toBe(
      "Too many failed sign-in attempts for this account. Please wait 2 minutes and try again.",
    );
  });
});
