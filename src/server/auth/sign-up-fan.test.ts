import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fans, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { COMMON_PASSWORD_MESSAGE } from "./password-policy";
import { signUpFan } from "./sign-up-fan";
import { createFan } from "./testing";

let t: TestApp;
const PASSWORD = "violet-tabla-42";
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`;
const input = (email: string, more: Partial<Parameters<typeof signUpFan>[1]> = {}) => ({
  email,
  password: PASSWORD,
  displayName: "NeonSitar42",
  city: " Pune ",
  ...more,
});

const mailTo = (email: string) =>
  vi.waitFor(() => {
    const mail = t.mails.find((m) => m.to === email);
    expect(mail).toBeDefined();
    return mail!;
  });

beforeAll(async () => {
  t = await createTestApp();
});

describe("signUpFan", () => {
  it("creates a fan with the display name and city, and mails a link back to the page given", async () => {
    const email = unique("Funnel").toUpperCase();
    const { userId } = await signUpFan(t.deps, input(email, { callbackURL: "/onboarding/band/x/y/step4" }));
    expect(userId).toEqual(expect.any(String));
    const [user] = await t.db.select().from(users).where(eq(users.id, userId!));
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      displayName: "NeonSitar42",
      role: "fan",
      emailVerified: false,
    });
    const [fan] = await t.db.select().from(fans).where(eq(fans.userId, userId!));
    expect(fan!.city).toBe("Pune");
    const mail = await mailTo(email.toLowerCase());
    expect(mail.text).toContain(encodeURIComponent(`${t.env.APP_URL}/onboarding/band/x/y/step4`));
  });

  it("answers { userId: null } for a registered address, changes nothing and mails the owner", async () => {
    const owner = await createFan(t.deps, { city: "Delhi", displayName: "Original" });
    expect(await signUpFan(t.deps, input(owner.email))).toEqual({ userId: null });
    const [user] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(user!.displayName).toBe("Original");
    const [fan] = await t.db.select().from(fans).where(eq(fans.userId, owner.id));
    expect(fan!.city).toBe("Delhi");
    expect((await mailTo(owner.email)).subject).toMatch(/Your LoudTribe account/);
  });

  it("never puts another site in the mail", async () => {
    const email = unique("evil");
    await signUpFan(t.deps, input(email, { callbackURL: "https://evil.example/phish" }));
    expect((await mailTo(email)).text).not.toContain("evil.example");
  });

  it("applies /auth's password rules and needs a city", async () => {
    await expect(signUpFan(t.deps, input(unique("weak"), { password: "password" }))).rejects.toMatchObject({
      status: 422,
      message: COMMON_PASSWORD_MESSAGE,
    });
    await expect(signUpFan(t.deps, input(unique("short"), { password: "abc" }))).rejects.toMatchObject({ status: 422 });
    await expect(signUpFan(t.deps, input(unique("nocity"), { city: "  " }))).rejects.toMatchObject({
      status: 422,
      message: "Please select your city",
    });
  });
});
