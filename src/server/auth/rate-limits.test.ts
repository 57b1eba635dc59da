import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RateRule } from "../rate-limit/limiter";
import { createTestApp, type TestApp } from "../test";
import { AUTH_RATE_RULES } from "./routes";

let t: TestApp;
let ip = 0;

beforeAll(async () => {
  // Believe X-Forwarded-For so each test is its own client address.
  t = await createTestApp({ env: { TRUST_PROXY: "true" } });
});

const newClient = () => `198.51.100.${++ip}`;
const post = (path: string, body: unknown, client: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": client },
    body: JSON.stringify(body),
  });

/** Moves a window into the past instead of waiting for it to pass. */
async function expireWindow(rule: RateRule, subject: string) {
  await t.db.execute(sql`
    update rate_limits set window_started_at = now() - make_interval(secs => ${rule.windowSeconds + 1})
    where key = ${`${rule.name}:${subject}`}`);
}

async function expectLimited(res: Response, rule: RateRule) {
  expect(res.status).toBe(429);
  expect(await res.json()).toEqual({ error: { code: "rate_limited", message: rule.message } });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
}

describe("auth rate limits", () => {
  it("sign-in: under the limit passes, over it is 429, after the window it passes again", async () => {
    const client = newClient();
    const rule = AUTH_RATE_RULES.signIn;
    // Incomplete attempts count too, and skip the (deliberately slow) password check.
    const attempt = () => post("/api/auth/sign-in/email", { email: "nobody@example.test" }, client);
    for (let i = 0; i < rule.max; i++) expect((await attempt()).status).toBe(422);
    await expectLimited(
      await post("/api/auth/sign-in/email", { email: "nobody@example.test", password: "x-wrong" }, client),
      rule,
    );
    // Another address is not affected.
    expect(
      (await post("/api/auth/sign-in/email", { email: "nobody@example.test", password: "x-wrong" }, newClient()))
        .status,
    ).toBe(401);
    await expireWindow(rule, client);
    expect(
      (await post("/api/auth/sign-in/email", { email: "nobody@example.test", password: "x-wrong" }, client)).status,
    ).toBe(401);
  });

  it("sign-in: a forged leftmost X-Forwarded-For does not escape the limit", async () => {
    const client = newClient();
    const rule = AUTH_RATE_RULES.signIn;
    // The proxy appends the address it saw; the client writes a new one in front each time.
    const attempt = (n: number) =>
      post("/api/auth/sign-in/email", { email: "nobody@example.test" }, `203.0.113.${n}, ${client}`);
    for (let i = 0; i < rule.max; i++) expect((await attempt(i)).status).toBe(422);
    await expectLimited(await attempt(200), rule);
  });

  it("sign-up: under the limit passes, over it is 429, after the window it passes again", async () => {
    const client = newClient();
    const rule = AUTH_RATE_RULES.signUp;
    // Invalid bodies count as well: the limit is on attempts, not on accounts made.
    const attempt = () => post("/api/auth/sign-up/email", {}, client);
    for (let i = 0; i < rule.max; i++) expect((await attempt()).status).toBe(422);
    await expectLimited(await attempt(), rule);
    await expireWindow(rule, client);
    expect((await attempt()).status).toBe(422);
  });

  it("mail: limited per client address, reset and verification mails together", async () => {
    const client = newClient();
    const rule = AUTH_RATE_RULES.mail;
    const reset = (n: number) =>
      post("/api/auth/request-password-reset", { email: `someone-${ip}-${n}@example.test` }, client);
    for (let i = 0; i < rule.max; i++) expect((await reset(i)).status).toBe(200);
    await expectLimited(await reset(99), rule);
    await expectLimited(
      await post("/api/auth/send-verification-email", { email: `other-${ip}@example.test` }, client),
      rule,
    );
    await expireWindow(rule, client);
    expect((await reset(100)).status).toBe(200);
  });

  it("mail: one mailbox is limited whatever the addresses asking", async () => {
    const rule = AUTH_RATE_RULES.mailbox;
    const email = `target-${crypto.randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < rule.max; i++) {
      expect((await post("/api/auth/request-password-reset", { email }, newClient())).status).toBe(200);
    }
    await expectLimited(await post("/api/auth/request-password-reset", { email }, newClient()), rule);
    await expireWindow(rule, email);
    expect((await post("/api/auth/request-password-reset", { email }, newClient())).status).toBe(200);
  });
});
