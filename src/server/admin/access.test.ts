import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan, createUser, type TestUser } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";
import { createBand, createEvent, createSubmission, createVenue } from "./testing";

/**
 * Every admin route, for every kind of caller: visitors get 401, signed-in non-admins 403, admins an
 * answer. Body validation never runs before the role check, so a fan learns nothing from a 422.
 */
let t: TestApp;
let admin: TestUser;
let fan: TestUser;
let artist: TestUser;
let routes: { method: string; path: string; body?: unknown; ok: number }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
  fan = await createFan(t.deps);
  artist = await createUser(t.deps, { role: "artist" });
  const venue = await createVenue(t.db);
  const event = await createEvent(t.db);
  const band = await createBand(t.db);
  const toApprove = await createSubmission(t.db, fan);
  const toReject = await createSubmission(t.db, fan);
  routes = [
    { method: "GET", path: "/api/admin/bands/pending-count", ok: 200 },
    { method: "GET", path: "/api/admin/bands/pending", ok: 200 },
    { method: "POST", path: `/api/admin/bands/${toApprove.id}/approve`, body: {}, ok: 200 },
    { method: "POST", path: `/api/admin/bands/${toReject.id}/reject`, body: { rejectionReason: "Spam" }, ok: 200 },
    { method: "GET", path: `/api/admin/bands/${band.id}`, ok: 200 },
    { method: "PATCH", path: `/api/admin/bands/${band.id}`, body: { bio: "New bio" }, ok: 200 },
    { method: "GET", path: `/api/admin/venues/${venue.id}`, ok: 200 },
    { method: "PATCH", path: `/api/admin/venues/${venue.id}`, body: { phone: "+91 22 0000 0000" }, ok: 200 },
    { method: "GET", path: `/api/admin/events/${event.id}`, ok: 200 },
    { method: "PATCH", path: `/api/admin/events/${event.id}`, body: { genre: "Jazz" }, ok: 200 },
    { method: "GET", path: "/api/admin/artists?q=a", ok: 200 },
    { method: "GET", path: "/api/admin/audit", ok: 200 },
  ];
});

function call(route: (typeof routes)[number], user?: TestUser) {
  const headers: Record<string, string> = { ...(user?.headers ?? {}) };
  if (route.body !== undefined) headers["content-type"] = "application/json";
  return t.app.request(route.path, {
    method: route.method,
    headers,
    body: route.body === undefined ? undefined : JSON.stringify(route.body),
  });
}

describe("admin routes", () => {
  it("answer 401 to a visitor", async () => {
    for (const route of routes) expect((await call(route)).status, `${route.method} ${route.path}`).toBe(401);
  });

  it("answer 403 to a fan and to an artist, even with a bad body", async () => {
    for (const user of [fan, artist]) {
      for (const route of routes) {
        expect((await call(route, user)).status, `${user.role} ${route.method} ${route.path}`).toBe(403);
        if (route.body !== undefined) {
          expect((await call({ ...route, body: { name: "" } }, user)).status).toBe(403);
        }
      }
    }
  });

  it("answer an admin", async () => {
    for (const route of routes)
      expect((await call(route, admin)).status, `${route.method} ${route.path}`).toBe(route.ok);
  });
});
