import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { REFERRAL_MESSAGES } from "@/shared/validation/referral";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createBand, createOwner } from "../bands/testing";
import { bands, fanBandActivity, fans, rateLimits, referrals, users } from "../db/schema";
import { call } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount, xpOf } from "../xp/testing";
import { OWN_LINK_MESSAGE } from "./policy";
import { payReferralOnConfirmation, REFERRAL_PAYOUTS_PER_DAY } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Every request comes from one address; the limit itself has its own test below.
beforeEach(async () => {
  await t.db.delete(rateLimits);
});

const PASSWORD = "violet-tabla-42";
const uniqueEmail = () => `friend-${randomUUID().slice(0, 8)}@example.test`;

async function threeBands() {
  return Promise.all([1, 2, 3].map(() => createBand(t.db)));
}

async function registration(referrerId: string, overrides: Record<string, unknown> = {}) {
  const picks = await threeBands();
  return {
    referrerId,
    referralCode: randomUUID(),
    bandIds: picks.map((band) => band.id),
    displayName: "Groovy Tabla 42",
    email: uniqueEmail(),
    city: "Pune",
    password: PASSWORD,
    ...overrides,
  };
}

const register = (body: unknown, as?: TestUser) => call(t, "POST", "/api/referrals/register", as, body);

async function account(email: string) {
  const [row] = await t.db
    .select({ id: users.id, displayName: users.displayName, role: users.role, city: fans.city })
    .from(users)
    .leftJoin(fans, eq(fans.userId, users.id))
    .where(eq(users.email, email));
  return row;
}

const followers = async (bandId: string) =>
  (await t.db.select({ n: bands.fanFollowingCount }).from(bands).where(eq(bands.id, bandId)))[0]!.n;

const referralRows = (userId: string) => t.db.select().from(referrals).where(eq(referrals.referredUserId, userId));

const paid = (referrerId: string) => activityCount(t.db, referrerId, XP_ACTIONS.referredFriend);

/** Follows the confirmation link mailed to `email`, as the friend would. */
async function confirm(email: string) {
  const link = await vi.waitFor(() => {
    const found = t.mails
      .filter((mail) => mail.to === email)
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/g) ?? [])[0];
    if (!found) throw new Error(`no confirmation link for ${email} yet`);
    return new URL(found);
  });
  const res = await t.app.request(link.pathname + link.search);
  expect(res.status).toBe(302);
}

/** Registers a friend through the referrer's link and confirms the friend's address. */
async function registerAndConfirm(referrerId: string, overrides: Record<string, unknown> = {}) {
  const body = await registration(referrerId, overrides);
  expect((await register(body)).status).toBe(200);
  await confirm(body.email);
  return body;
}

describe("POST /api/referrals/register", () => {
  it("creates the fan with the alter ego and city, follows the three picks and pays the referrer 25 XP once confirmed", async () => {
    const referrer = await createFan(t.deps);
    const body = await registration(referrer.id);
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, email: body.email });

    const fan = await account(body.email);
    expect(fan).toMatchObject({ displayName: "Groovy Tabla 42", role: "fan", city: "Pune" });
    for (const bandId of body.bandIds) expect(await followers(bandId)).toBe(1);
    const follows = await t.db.select().from(fanBandActivity).where(eq(fanBandActivity.fanId, fan!.id));
    expect(
      follows
        .filter((row) => row.following)
        .map((row) => row.bandId)
        .sort(),
    ).toEqual([...body.bandIds].sort());
    expect(await referralRows(fan!.id)).toMatchObject([{ referrerId: referrer.id, referralCode: body.referralCode }]);
    // Nothing is paid for an address nobody has confirmed (issue 16).
    expect(await paid(referrer.id)).toBe(0);
    expect(await xpOf(t.db, referrer.id)).toBe(0);
    // The verification mail goes to the new fan (after the answer); following it pays the referrer.
    await confirm(body.email);
    expect(await paid(referrer.id)).toBe(1);
    expect(await xpOf(t.db, referrer.id)).toBe(25);
  });

  it("pays nothing for friends who never confirm their address", async () => {
    const referrer = await createFan(t.deps);
    for (let i = 0; i < 5; i++) expect((await register(await registration(referrer.id))).status).toBe(200);
    expect(await paid(referrer.id)).toBe(0);
    expect(await xpOf(t.db, referrer.id)).toBe(0);
  });

  it("pays a referrer for at most 10 confirmed friends a day", async () => {
    const referrer = await createFan(t.deps);
    for (let i = 0; i < REFERRAL_PAYOUTS_PER_DAY + 1; i++) {
      await t.db.delete(rateLimits);
      await registerAndConfirm(referrer.id);
    }
    expect(await paid(referrer.id)).toBe(REFERRAL_PAYOUTS_PER_DAY);
  });

  it("counts the cap under concurrent confirmations", async () => {
    const referrer = await createFan(t.deps);
    const friends = await Promise.all(
      Array.from({ length: REFERRAL_PAYOUTS_PER_DAY + 3 }, () => createFan(t.deps, { emailVerified: false })),
    );
    await t.db
      .insert(referrals)
      .values(
        friends.map((friend) => ({ referrerId: referrer.id, referralCode: randomUUID(), referredUserId: friend.id })),
      );
    await Promise.all(friends.map((friend) => payReferralOnConfirmation(t.deps, friend.id)));
    expect(await paid(referrer.id)).toBe(REFERRAL_PAYOUTS_PER_DAY);
  });

  it("pays once even when the same friend's confirmation runs twice", async () => {
    const referrer = await createFan(t.deps);
    const body = await registerAndConfirm(referrer.id);
    const fan = await account(body.email);
    await payReferralOnConfirmation(t.deps, fan!.id);
    expect(await paid(referrer.id)).toBe(1);
  });

  it("pays once when the same registration is sent twice at once", async () => {
    const referrer = await createFan(t.deps);
    const body = await registration(referrer.id);
    const answers = await Promise.all([register(body), register(body)]);
    // One creates the account; the other, racing it, is answered like any registered address.
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    const fan = await account(body.email);
    expect(await referralRows(fan!.id)).toHaveLength(1);
    await confirm(body.email);
    expect(await paid(referrer.id)).toBe(1);
    expect(await xpOf(t.db, referrer.id)).toBe(25);
    for (const bandId of body.bandIds) expect(await followers(bandId)).toBe(1);
  });

  it("answers an already registered e-mail exactly like a new one, and pays nobody nor follows anything", async () => {
    const referrer = await createFan(t.deps);
    const existing = await createFan(t.deps);
    const freshBody = await registration(referrer.id);
    const fresh = await register(freshBody);
    await confirm(freshBody.email);
    const body = await registration(referrer.id, { email: existing.email });
    const res = await register(body);
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual({ ...fresh.body, email: existing.email });
    expect([...res.headers.keys()].sort()).toEqual([...fresh.headers.keys()].sort());
    expect(await paid(referrer.id)).toBe(1);
    expect(await referralRows(existing.id)).toHaveLength(0);
    for (const bandId of body.bandIds) expect(await followers(bandId)).toBe(0);
    await vi.waitFor(() => expect(t.mails.some((mail) => mail.to === existing.email)).toBe(true));
  });

  it("pays nothing more when the same friend registers again later", async () => {
    const referrer = await createFan(t.deps);
    const body = await registerAndConfirm(referrer.id);
    const again = await register({ ...body, referralCode: randomUUID() });
    expect(again.status).toBe(200);
    expect(await paid(referrer.id)).toBe(1);
  });

  it("refuses a member joining through their own link, and creates no account", async () => {
    const referrer = await createFan(t.deps);
    const body = await registration(referrer.id);
    const res = await register(body, referrer);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(OWN_LINK_MESSAGE);
    expect(await account(body.email)).toBeUndefined();
    expect(await paid(referrer.id)).toBe(0);
  });

  it("lets another signed-in fan register a friend through someone's link", async () => {
    const referrer = await createFan(t.deps);
    const other = await createFan(t.deps);
    const body = await registration(referrer.id);
    expect((await register(body, other)).status).toBe(200);
    await confirm(body.email);
    expect(await paid(referrer.id)).toBe(1);
    expect(await paid(other.id)).toBe(0);
  });

  it.each([
    ["an unknown user", () => randomUUID()],
    ["not an id at all", () => "not-a-user"],
  ])("lets the friend join through a link of %s, paying nobody", async (_, referrerId) => {
    const body = await registration(referrerId());
    const res = await register(body);
    expect(res.status).toBe(200);
    const fan = await account(body.email);
    expect(fan).toBeDefined();
    for (const bandId of body.bandIds) expect(await followers(bandId)).toBe(1);
    const rows = await referralRows(fan!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.referrerId).toBeNull();
  });

  it("pays nobody for a link whose code is not a code, but the friend still joins", async () => {
    const referrer = await createFan(t.deps);
    const body = await registerAndConfirm(referrer.id, { referralCode: "mangled" });
    expect(await account(body.email)).toBeDefined();
    expect(await paid(referrer.id)).toBe(0);
  });

  it("ties a code to its first referrer: the same code with another user id pays nobody", async () => {
    const [first, second] = [await createFan(t.deps), await createFan(t.deps)];
    const code = randomUUID();
    await registerAndConfirm(first.id, { referralCode: code });
    await registerAndConfirm(second.id, { referralCode: code });
    expect(await paid(first.id)).toBe(1);
    expect(await paid(second.id)).toBe(0);
    // The same code shared with several friends keeps paying its owner, once per friend.
    await registerAndConfirm(first.id, { referralCode: code });
    expect(await paid(first.id)).toBe(2);
  });

  it("pays only fans: an admin's link lets the friend join but earns no XP", async () => {
    const admin = await createAdmin(t.deps);
    const body = await registerAndConfirm(admin.id);
    expect(await paid(admin.id)).toBe(0);
    expect((await referralRows((await account(body.email))!.id))[0]!.referrerId).toBeNull();
  });

  it.each([
    ["two bands", (ids: string[]) => ids.slice(0, 2), REFERRAL_MESSAGES.exactlyThreeBands],
    ["four bands", (ids: string[]) => [...ids, randomUUID()], REFERRAL_MESSAGES.exactlyThreeBands],
    ["the same band twice", (ids: string[]) => [ids[0], ids[0], ids[1]], REFERRAL_MESSAGES.differentBands],
    ["something that is not an id", (ids: string[]) => [ids[0], ids[1], "x"], REFERRAL_MESSAGES.bandsUnavailable],
  ])("refuses %s with 422", async (_, pick, message) => {
    const referrer = await createFan(t.deps);
    const body = await registration(referrer.id);
    const res = await register({ ...body, bandIds: pick(body.bandIds) });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.error.fields)).toContain(message);
    expect(await account(body.email)).toBeUndefined();
  });

  it.each([
    ["no e-mail", { email: "" }, "email", "Required"],
    ["a bad e-mail", { email: "nope" }, "email", "Invalid email"],
    ["a short password", { password: "abc12" }, "password", "Password must be at least 6 characters long"],
    ["no city", { city: "  " }, "city", "Please select your city"],
    ["no alter ego", { displayName: "" }, "displayName", REFERRAL_MESSAGES.nameRequired],
    ["no referrer", { referrerId: "" }, "referrerId", REFERRAL_MESSAGES.linkRequired],
    ["an unknown field", { role: "admin" }, "_", "Unrecognized key"],
  ])("refuses %s with 422 and the field's message", async (_, change, field, message) => {
    const referrer = await createFan(t.deps);
    const body = { ...(await registration(referrer.id)), ...change };
    const res = await register(body);
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field].join(" ")).toContain(message);
    expect(await paid(referrer.id)).toBe(0);
  });

  it("refuses picks that are not listed bands (unknown, or a hidden fixture band) before making an account", async () => {
    const referrer = await createFan(t.deps);
    const system = await createOwner(t.db, "system");
    const hidden = await createBand(t.db, { userId: system.id });
    for (const stranger of [randomUUID(), hidden.id]) {
      const body = await registration(referrer.id);
      const res = await register({ ...body, bandIds: [body.bandIds[0], body.bandIds[1], stranger] });
      expect(res.status).toBe(422);
      expect(res.body.error).toMatchObject({
        message: REFERRAL_MESSAGES.bandsUnavailable,
        fields: { bandIds: [REFERRAL_MESSAGES.bandsUnavailable] },
      });
      expect(await account(body.email)).toBeUndefined();
    }
  });

  it("is rate limited with sign-up, in the same bucket", async () => {
    for (let i = 0; i < 25; i++) expect((await register({})).status).toBe(422);
    const res = await register({});
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe("rate_limited");
    expect(
      (await call(t, "POST", "/api/auth/sign-up/email", undefined, { email: uniqueEmail(), password: PASSWORD }))
        .status,
    ).toBe(429);
  });
});
