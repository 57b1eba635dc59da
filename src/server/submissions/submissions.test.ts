import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { events, venues } from "../db/schema";
import { createVenue } from "../events/testing";
import { createTestApp } from "../test";

const { app, db, deps } = await createTestApp();

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const MISSING = "00000000-0000-4000-8000-000000000000";

const gig = (overrides: Record<string, unknown> = {}) => ({
  name: "Monsoon Static Live",
  venueName: "the loudbox ",
  city: "mumbai",
  startTime: inDays(10),
  ticketUrl: "https://tickets.example/ms",
  genre: "Rock",
  ...overrides,
});
const venue = (overrides: Record<string, unknown> = {}) => ({
  name: "Cafe Amps",
  city: "Pune",
  website: "https://amps.example",
  ...overrides,
});

const post = (path: string, body: unknown, user?: TestUser) =>
  app.request(`/api/submissions/${path}`, jsonRequest("POST", body, user));

async function submitGig(user: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await post("gigs", gig(overrides), user);
  expect(res.status).toBe(201);
  return ((await res.json()) as { submission: { id: string } }).submission;
}

describe("POST /api/submissions/gigs and /venues", () => {
  it("requires sign-in, even with a bad body", async () => {
    for (const path of ["gigs", "venues"]) {
      const res = await post(path, {});
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "unauthorized", message: "You need to sign in to add a listing." },
      });
    }
  });

  it("queues a fan's gig as pending, without listing it", async () => {
    const fan = await createFan(deps);
    const res = await post("gigs", gig({ name: "Queued gig" }), fan);
    expect(res.status).toBe(201);
    const { submission } = (await res.json()) as { submission: Record<string, unknown> };
    expect(submission).toMatchObject({
      status: "pending",
      name: "Queued gig",
      venueName: "the loudbox",
      city: "mumbai",
      approvedEventId: null,
    });
    expect(await db.select().from(events).where(eq(events.name, "Queued gig"))).toEqual([]);
  });

  it("queues a venue as pending", async () => {
    const fan = await createFan(deps);
    const res = await post("venues", venue(), fan);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { submission: Record<string, unknown> }).submission).toMatchObject({
      status: "pending",
      name: "Cafe Amps",
      city: "Pune",
    });
  });

  it.each([
    [{ name: "  " }, "name", "Gig name is required"],
    [{ venueName: "" }, "venueName", "Venue is required"],
    [{ city: undefined }, "city", "City is required"],
    [{ startTime: "" }, "startTime", "Start date and time are required"],
    [{ startTime: "soon" }, "startTime", "Invalid date and time"],
    [{ startTime: inDays(-1) }, "startTime", "The gig must start in the future"],
    [{ endTime: inDays(9) }, "endTime", "End time must be after the start time"],
    [{ ticketUrl: "javascript:alert(1)" }, "ticketUrl", "Invalid URL (it must start with http:// or https://)"],
    [{ genre: "Polka" }, "genre", "Choose a genre from the list"],
  ])("rejects a gig with %o (422 on %s)", async (overrides, field, message) => {
    const fan = await createFan(deps);
    const res = await post("gigs", gig(overrides), fan);
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields[field]).toContain(message);
  });

  it.each([
    [{ name: "" }, "name", "Venue name is required"],
    [{ city: " " }, "city", "City is required"],
    [{ website: "ftp://x" }, "website", "Invalid URL (it must start with http:// or https://)"],
  ])("rejects a venue with %o", async (overrides, field, message) => {
    const fan = await createFan(deps);
    const res = await post("venues", venue(overrides), fan);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields[field]).toContain(
      message,
    );
  });

  it("limits each member to 5 suggestions an hour, without slowing down other members", async () => {
    const busy = await createFan(deps);
    for (let i = 0; i < 3; i++) await submitGig(busy);
    for (let i = 0; i < 2; i++) expect((await post("venues", venue(), busy)).status).toBe(201);
    const res = await post("gigs", gig(), busy);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
    expect((await post("gigs", gig(), await createFan(deps))).status).toBe(201);
  });
});

describe("the admin review queue", () => {
  it("is for admins only: 401 for visitors, 403 for fans", async () => {
    const fan = await createFan(deps);
    const id = (await submitGig(fan)).id;
    for (const path of ["gigs", "venues"]) {
      expect((await app.request(`/api/submissions/${path}`)).status).toBe(401);
      expect((await app.request(`/api/submissions/${path}`, { headers: fan.headers })).status).toBe(403);
    }
    expect((await post(`gigs/${id}/approve`, {})).status).toBe(401);
    expect((await post(`gigs/${id}/approve`, {}, fan)).status).toBe(403);
    expect((await post(`gigs/${id}/reject`, { rejectionReason: "x" }, await createFan(deps))).status).toBe(403);
  });

  it("lists pending gigs oldest first with the submitter's name and never an e-mail", async () => {
    const fan = await createFan(deps, { displayName: "Promoter Priya" });
    const admin = await createAdmin(deps);
    const mine = await submitGig(fan, { name: "Listed in queue" });
    const res = await app.request("/api/submissions/gigs?limit=50", { headers: admin.headers });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain("@example.test");
    const page = JSON.parse(text) as { items: { id: string; submitter: { name: string } }[] };
    expect(page.items.find((item) => item.id === mine.id)!.submitter.name).toBe("Promoter Priya");
    expect((await app.request("/api/submissions/gigs?status=maybe", { headers: admin.headers })).status).toBe(422);
  });

  it("approves a gig into the events table, linked to the venue of that name, once", async () => {
    const loudbox = await createVenue(db, { name: "The Loudbox", city: "Mumbai" });
    const fan = await createFan(deps);
    const admin = await createAdmin(deps);
    const { id } = await submitGig(fan, { name: "Approved gig" });
    const res = await post(`gigs/${id}/approve`, {}, admin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { eventId: string; submission: { status: string; approvedEventId: string } };
    expect(body.submission).toMatchObject({ status: "approved", approvedEventId: body.eventId });
    const [event] = await db.select().from(events).where(eq(events.id, body.eventId));
    expect(event).toMatchObject({
      name: "Approved gig",
      venueId: loudbox.id,
      venueName: "The Loudbox",
      city: "Mumbai",
      externalTicketUrl: "https://tickets.example/ms",
    });
    expect((await app.request(`/api/events/${body.eventId}`)).status).toBe(200);

    const again = await post(`gigs/${id}/approve`, {}, admin);
    expect(again.status).toBe(409);
    expect((await post(`gigs/${id}/reject`, { rejectionReason: "Too late" }, admin)).status).toBe(409);
  });

  it("approves a venue into the venues table", async () => {
    const fan = await createFan(deps);
    const admin = await createAdmin(deps);
    const created = await post("venues", venue({ name: "Approved Venue" }), fan);
    const { submission } = (await created.json()) as { submission: { id: string } };
    const res = await post(`venues/${submission.id}/approve`, {}, admin);
    expect(res.status).toBe(200);
    const { venueId } = (await res.json()) as { venueId: string };
    const [row] = await db.select().from(venues).where(eq(venues.id, venueId));
    expect(row).toMatchObject({ name: "Approved Venue", city: "Pune", website: "https://amps.example" });
  });

  it("rejects with a reason and moves it out of the pending queue", async () => {
    const fan = await createFan(deps);
    const admin = await createAdmin(deps);
    const { id } = await submitGig(fan);
    const res = await post(`gigs/${id}/reject`, { rejectionReason: "Duplicate of an existing gig" }, admin);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { submission: Record<string, unknown> }).submission).toMatchObject({
      status: "rejected",
      rejectionReason: "Duplicate of an existing gig",
    });
    const pending = (await (
      await app.request("/api/submissions/gigs?limit=50", { headers: admin.headers })
    ).json()) as { items: { id: string }[] };
    expect(pending.items.map((item) => item.id)).not.toContain(id);
    const rejected = (await (
      await app.request("/api/submissions/gigs?status=rejected", { headers: admin.headers })
    ).json()) as { items: { id: string }[] };
    expect(rejected.items.map((item) => item.id)).toContain(id);
  });

  it("answers 404 for a missing or malformed submission", async () => {
    const admin = await createAdmin(deps);
    for (const path of [
      `gigs/${MISSING}/approve`,
      "gigs/nope/approve",
      `venues/${MISSING}/approve`,
      `venues/${MISSING}/reject`,
      "gigs/x/reject",
    ]) {
      const res = await post(path, { rejectionReason: "Not found anyway" }, admin);
      expect(res.status, path).toBe(404);
    }
  });
});
