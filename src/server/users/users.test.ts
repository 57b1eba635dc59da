import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan, createUser } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

describe("GET /api/users/:id", () => {
  it("shows a fan's public profile to a visitor, never their e-mail", async () => {
    const fan = await createFan(t.deps, {
      displayName: "Bass Face",
      city: "Pune",
      xpPoints: 45,
      avatarUrl: "/avatars/preset-2.svg",
    });
    const res = await t.app.request(`/api/users/${fan.id}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      id: fan.id,
      displayName: "Bass Face",
      avatarUrl: "/avatars/preset-2.svg",
      role: "fan",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      city: "Pune",
      xpPoints: 45,
    });
    expect(JSON.stringify(body)).not.toContain(fan.email);
  });

  it("names people by the display-name rules", async () => {
    const unnamed = await createFan(t.deps, { email: "priya@example.test" });
    expect((await (await t.app.request(`/api/users/${unnamed.id}`)).json()).displayName).toBe("Priya");
    const artist = await createUser(t.deps, { role: "artist", name: "Lata Live", displayName: "ignored for non-fans" });
    expect((await (await t.app.request(`/api/users/${artist.id}`)).json()).displayName).toBe("Lata Live");
  });

  it("shows no city or XP for non-fans", async () => {
    const admin = await createAdmin(t.deps, { name: "Boss" });
    const fan = await createFan(t.deps);
    const body = await (await t.app.request(`/api/users/${admin.id}`, { headers: fan.headers })).json();
    expect(body).toMatchObject({ role: "admin", city: null, xpPoints: null });
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-an-id", "1"])("answers 404 JSON for %s", async (id) => {
    const res = await t.app.request(`/api/users/${id}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "User not found." } });
  });
});
