import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { createAdmin, jsonRequest, type TestUser } from "../../auth/testing";
import { adminAuditLog, venues } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test";
import { createVenue } from "../testing";

let t: TestApp;
let admin: TestUser;

const patch = (id: string, body: unknown) =>
  t.app.request(`/api/admin/venues/${id}`, jsonRequest("PATCH", body, admin));

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("GET /api/admin/venues/:id", () => {
  it("returns the whole record", async () => {
    const venue = await createVenue(t.db, { name: "antiSOCIAL", amenities: ["Bar"], halls: 2, rating: 4.5 });
    const res = await t.app.request(`/api/admin/venues/${venue.id}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      venue: { id: venue.id, name: "antiSOCIAL", amenities: ["Bar"], halls: 2, rating: 4.5 },
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await t.app.request(`/api/admin/venues/${id}`, { headers: admin.headers });
      expect(res.status).toBe(404);
    }
  });
});

describe("PATCH /api/admin/venues/:id", () => {
  it("changes only the fields sent and keeps the rest", async () => {
    const venue = await createVenue(t.db, {
      name: "The Piano Man",
      description: "Jazz club",
      phone: "+91 11 4000 0000",
      capacity: "150",
      amenities: ["Bar", "Parking"],
    });
    const res = await patch(venue.id, { name: "The Piano Man Jazz Club" });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(venues).where(eq(venues.id, venue.id));
    expect(stored).toMatchObject({
      name: "The Piano Man Jazz Club",
      description: "Jazz club",
      phone: "+91 11 4000 0000",
      capacity: "150",
      amenities: ["Bar", "Parking"],
    });
  });

  it("applies the form's rules: required fields, fallbacks, ranges, amenity clean-up", async () => {
    const venue = await createVenue(t.db);
    const bad = await patch(venue.id, { name: " ", city: "", halls: 0, rating: 7, website: "javascript:alert(1)" });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      name: [MESSAGES.venueNameRequired],
      city: [MESSAGES.venueCityRequired],
      halls: [MESSAGES.hallsWhole],
      rating: [MESSAGES.ratingRange],
      website: [MESSAGES.invalidUrl],
    });

    const res = await patch(venue.id, {
      halls: "",
      rating: "",
      amenities: [" Bar ", "bar", "", "Green room"],
      capacity: "",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      venue: { halls: 1, rating: 4, amenities: ["Bar", "Green room"], capacity: null },
    });
    expect((await (await patch(venue.id, { rating: 4.26 })).json()) as object).toMatchObject({
      venue: { rating: 4.3 },
    });
  });

  it("writes one audit row with the changed fields, and none for a save without changes", async () => {
    const venue = await createVenue(t.db, { name: "Blue Frog", phone: "111" });
    await patch(venue.id, { name: "Blue Frog", phone: "222", city: venue.city });
    await patch(venue.id, { name: "Blue Frog", phone: "222" });
    const rows = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, venue.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: admin.id,
      action: "venue.update",
      entityType: "venue",
      entityLabel: "Blue Frog",
      before: { phone: "111" },
      after: { phone: "222" },
    });
  });

  it("answers 404 for an unknown venue", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
  });
});
