import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ENGAGEMENT_MATRIX } from "@/shared/xp-actions";
import { createFan, type TestUser } from "../auth/testing";
import { users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";
import { xpOf } from "./testing";

/**
 * In the old product the browser wrote xp_points itself. Here no request, whatever it carries, may
 * set XP or a role: only the server's engine pays, and only what the matrix says.
 */
const TAMPERED = {
  xpPoints: 99_999,
  xp_points: 99_999,
  points: 99_999,
  xpReward: 99_999,
  xp_reward: 99_999,
  amount: 99_999,
  role: "admin",
  level: 10,
};

let t: TestApp;
let fan: TestUser;
const origin = { origin: "http://localhost:3000" };
const MAX_SINGLE_REWARD = Math.max(...ENGAGEMENT_MATRIX.map((row) => row.points));

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps, { xpPoints: 7 });
});

const roleOf = async (id: string) =>
  (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

function send(method: string, path: string, body: unknown) {
  return t.app.request(path, {
    method,
    headers: { ...fan.headers, ...origin, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("no endpoint lets a client set XP", () => {
  it("PATCH /api/me/profile ignores or refuses XP and role fields", async () => {
    const res = await send("PATCH", "/api/me/profile", { displayName: "Sneaky", ...TAMPERED });
    expect(res.status).toBeLessThan(500);
    expect(await xpOf(t.db, fan.id)).toBe(7);
    expect(await roleOf(fan.id)).toBe("fan");
  });

  // Our auth routes expose only the flows the app uses (404 here today); if update-user is ever
  // opened, it must still not take these fields.
  it("better-auth's update-user ignores or refuses XP and role fields", async () => {
    const res = await send("POST", "/api/auth/update-user", { name: "Sneaky", ...TAMPERED });
    expect(res.status).toBeLessThan(500);
    expect(await xpOf(t.db, fan.id)).toBe(7);
    expect(await roleOf(fan.id)).toBe("fan");
  });

  it("no route with 'xp' in its path takes an amount", async () => {
    const writes = t.app.routes.filter(
      (route) => /xp/i.test(route.path) && !["GET", "HEAD", "OPTIONS"].includes(route.method),
    );
    // The scan must see the XP routes, or it proves nothing.
    expect(writes.map((route) => route.path)).toEqual(expect.arrayContaining(["/api/xp/mission", "/api/xp/share"]));
    for (const route of writes) {
      const path = route.path.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
      const before = await xpOf(t.db, fan.id);
      const res = await send(route.method === "ALL" ? "POST" : route.method, path, {
        ...TAMPERED,
        entityType: "referral",
        channel: "copy",
      });
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
      const gained = (await xpOf(t.db, fan.id)) - before;
      expect(gained, `${route.method} ${route.path}`).toBeLessThanOrEqual(MAX_SINGLE_REWARD);
    }
    expect(await roleOf(fan.id)).toBe("fan");
  });

  it("the sign-up form cannot choose a role or XP", async () => {
    const email = `tamper-${Date.now()}@example.test`;
    const res = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { ...origin, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "a-long-password-123", name: "T", ...TAMPERED }),
    });
    expect(res.status).toBeLessThan(500);
    const [created] = await t.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
    if (created) {
      expect(created.role).toBe("fan");
      // Sign-up pays 'Email Registration' (10) and nothing else.
      expect(await xpOf(t.db, created.id)).toBeLessThanOrEqual(10);
    }
  });
});
