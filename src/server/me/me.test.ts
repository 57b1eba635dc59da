import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan, createUser, jsonRequest } from "../auth/testing";
import { fans, users } from "../db/schema";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const getMe = (headers: Record<string, string> = {}) => t.app.request("/api/me", { headers });
const patch = (body: unknown, user?: Parameters<typeof jsonRequest>[2]) =>
  t.app.request("/api/me/profile", jsonRequest("PATCH", body, user));

async function stored(id: string) {
  const [row] = await t.db
    .select({ displayName: users.displayName, role: users.role, city: fans.city, fanUpdatedAt: fans.updatedAt })
    .from(users)
    .leftJoin(fans, eq(fans.userId, users.id))
    .where(eq(users.id, id));
  return row!;
}

describe("GET /api/me", () => {
  it("requires authentication", async () => {
    const res = await getMe();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "You need to sign in to do that." } });
  });

  it("answers a fan's own account with their level standing", async () => {
    const fan = await createFan(t.deps, { displayName: "Riff Raff", city: "Pune", xpPoints: 30, emailVerified: false });
    const res = await getMe(fan.headers);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      user: {
        id: fan.id,
        email: fan.email,
        emailVerified: false,
        role: "fan",
        displayName: "Riff Raff",
        name: null,
        avatarUrl: null,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      fan: {
        xpPoints: 30,
        city: "Pune",
        onboardingComplete: false,
        showOnLeaderboards: true,
        showCityAndXp: true,
        level: expect.any(Number),
        progressPercent: expect.any(Number),
        pointsToNext: expect.any(Number),
      },
    });
    expect(body.fan.progressPercent).toBeGreaterThanOrEqual(0);
    expect(body.fan.progressPercent).toBeLessThanOrEqual(100);
  });

  it("answers fan: null for admins and artists", async () => {
    for (const user of [await createAdmin(t.deps), await createUser(t.deps, { role: "artist" })]) {
      const body = await (await getMe(user.headers)).json();
      expect(body.user.role).toBe(user.role);
      expect(body.fan).toBeNull();
    }
  });
});

describe("PATCH /api/me/profile", () => {
  it("requires authentication", async () => {
    expect((await patch({ displayName: "Ghost" })).status).toBe(401);
  });

  it("lets a fan change their display name and city; blanks are saved as null", async () => {
    const fan = await createFan(t.deps, { displayName: "Old Name", city: "Mumbai" });
    const res = await patch({ displayName: "  New Name ", city: "Pune" }, fan);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.displayName).toBe("New Name");
    expect(body.fan.city).toBe("Pune");
    expect(await stored(fan.id)).toMatchObject({ displayName: "New Name", city: "Pune" });

    await patch({ displayName: "", city: "   " }, fan);
    expect(await stored(fan.id)).toMatchObject({ displayName: null, city: null });
  });

  it("changes only the fields sent", async () => {
    const fan = await createFan(t.deps, { displayName: "Keep Me", city: "Goa" });
    await patch({ city: "Shillong" }, fan);
    expect(await stored(fan.id)).toMatchObject({ displayName: "Keep Me", city: "Shillong" });
    await patch({ displayName: "Renamed" }, fan);
    expect(await stored(fan.id)).toMatchObject({ displayName: "Renamed", city: "Shillong" });
  });

  it("writes the city only when it changed", async () => {
    const fan = await createFan(t.deps, { city: "Kochi" });
    const before = (await stored(fan.id)).fanUpdatedAt;
    await patch({ city: "Kochi" }, fan);
    expect((await stored(fan.id)).fanUpdatedAt).toEqual(before);
  });

  it("refuses a city from a non-fan but lets them change their display name", async () => {
    const admin = await createAdmin(t.deps);
    const res = await patch({ city: "Delhi" }, admin);
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Only fans can set a city.");
    const named = await patch({ displayName: "Chief" }, admin);
    expect(named.status).toBe(200);
    expect((await named.json()).user.displayName).toBe("Chief");
  });

  it("ignores a role, e-mail or someone else's id in the body", async () => {
    const fan = await createFan(t.deps, { displayName: "Me" });
    const other = await createFan(t.deps, { displayName: "Not Me" });
    const res = await patch(
      { displayName: "Still Me", role: "admin", email: "x@example.test", id: other.id, userId: other.id },
      fan,
    );
    expect(res.status).toBe(200);
    expect(await stored(fan.id)).toMatchObject({ role: "fan", displayName: "Still Me" });
    expect(await stored(other.id)).toMatchObject({ displayName: "Not Me" });
    const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, fan.id));
    expect(row!.email).toBe(fan.email);
  });

  it("refuses a display name over 50 characters", async () => {
    const fan = await createFan(t.deps);
    const res = await patch({ displayName: "x".repeat(51) }, fan);
    expect(res.status).toBe(422);
    expect((await res.json()).error.fields).toEqual({ displayName: ["String must contain at most 50 character(s)"] });
  });
});

describe("routes that would write someone else's profile", () => {
  it.each([
    ["PATCH", "/api/users/00000000-0000-4000-8000-000000000000"],
    ["PUT", "/api/users/00000000-0000-4000-8000-000000000000"],
    ["PATCH", "/api/me/00000000-0000-4000-8000-000000000000/profile"],
  ])("%s %s does not exist", async (method, path) => {
    const fan = await createFan(t.deps);
    const res = await t.app.request(path, jsonRequest(method, { displayName: "Hijacked" }, fan));
    expect(res.status).toBe(404);
  });
});
