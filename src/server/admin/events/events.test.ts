import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../../auth/testing";
import { adminAuditLog, artistGigs, bandGigs, events } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test";
import { createArtist, createBand, createEvent } from "../testing";

let t: TestApp;
let admin: TestUser;

const patch = (id: string, body: unknown) =>
  t.app.request(`/api/admin/events/${id}`, jsonRequest("PATCH", body, admin));
const read = async (id: string) => {
  const res = await t.app.request(`/api/admin/events/${id}`, { headers: admin.headers });
  return ((await res.json()) as { event: Record<string, unknown> & { artists: { id: string; name: string }[] } }).event;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.deps);
});

describe("PATCH /api/admin/events/:id: times", () => {
  it("reads datetime-local values as IST wall-clock and stores UTC, across midnight IST", async () => {
    const event = await createEvent(t.db);
    // 00:30 IST on 1 January is still 31 December in UTC; 23:45 IST the same evening is 18:15 UTC.
    const res = await patch(event.id, { startTime: "2026-01-01T00:30", endTime: "2026-01-01T03:00" });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored!.startTime!.toISOString()).toBe("2025-12-31T19:00:00.000Z");
    expect(stored!.endTime!.toISOString()).toBe("2025-12-31T21:30:00.000Z");
    expect(await read(event.id)).toMatchObject({
      startTime: "2025-12-31T19:00:00.000Z",
      endTime: "2025-12-31T21:30:00.000Z",
    });

    await patch(event.id, { startTime: "2025-12-31T23:45", endTime: "2026-01-01T01:00" });
    const [late] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(late!.startTime!.toISOString()).toBe("2025-12-31T18:15:00.000Z");
  });

  it("checks the end against the stored start when only the end is sent", async () => {
    const event = await createEvent(t.db, { startTime: new Date("2026-03-01T14:00:00Z") });
    const res = await patch(event.id, { endTime: "2026-03-01T19:00" }); // 13:30 UTC, before the start
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: { fields: { endTime: [MESSAGES.endBeforeStart] } } });
    expect((await patch(event.id, { endTime: "2026-03-01T23:00" })).status).toBe(200);
  });

  it("refuses an unreadable time and a ticket link that is not a URL", async () => {
    const event = await createEvent(t.db);
    const res = await patch(event.id, { startTime: "next friday", ticketUrl: "bookmyshow" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      startTime: [MESSAGES.invalidDateTime],
      ticketUrl: [MESSAGES.invalidUrl],
    });
  });
});

describe("PATCH /api/admin/events/:id: fields", () => {
  it("keeps every field that was not sent", async () => {
    const event = await createEvent(t.db, {
      name: "Ziro Night",
      description: "Under the stars",
      ticketPrice: "₹499",
      isFeatured: true,
      startTime: new Date("2026-09-26T12:30:00Z"),
    });
    const res = await patch(event.id, { name: "Ziro Festival Night" });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(stored).toMatchObject({
      name: "Ziro Festival Night",
      description: "Under the stars",
      ticketPrice: "₹499",
      isFeatured: true,
      startTime: new Date("2026-09-26T12:30:00Z"),
    });
  });

  it("moves the band and artist gig rows with the event", async () => {
    const event = await createEvent(t.db, {
      startTime: new Date("2026-05-01T14:00:00Z"),
      venueName: "Old Hall",
      city: "Pune",
    });
    const band = await createBand(t.db);
    await t.db
      .insert(bandGigs)
      .values({ bandId: band.id, eventId: event.id, venue: "Old Hall", city: "Pune", gigDate: event.startTime! });
    await patch(event.id, { startTime: "2026-05-02T20:00", venueName: "New Hall", city: "Mumbai" });
    const [gig] = await t.db.select().from(bandGigs).where(eq(bandGigs.eventId, event.id));
    expect(gig).toMatchObject({ venue: "New Hall", city: "Mumbai", gigDate: new Date("2026-05-02T14:30:00Z") });
  });

  it("answers 404 for an unknown event", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
  });
});

describe("PATCH /api/admin/events/:id: line-up", () => {
  it("adds, orders and removes artists, keeping their gig lists in step", async () => {
    const event = await createEvent(t.db, { startTime: new Date("2026-06-10T14:00:00Z") });
    const [a, b, c] = [
      await createArtist(t.db, "Prateek Kuhad"),
      await createArtist(t.db, "Ankur Tewari"),
      await createArtist(t.db, "When Chai Met Toast"),
    ];

    await patch(event.id, { artistIds: [b!.id, a!.id, b!.id] });
    expect((await read(event.id)).artists.map((x) => x.name)).toEqual(["Ankur Tewari", "Prateek Kuhad"]);
    const gigsOf = (artistId: string) =>
      t.db
        .select()
        .from(artistGigs)
        .where(and(eq(artistGigs.eventId, event.id), eq(artistGigs.artistId, artistId)));
    expect(await gigsOf(a!.id)).toHaveLength(1);

    await patch(event.id, { artistIds: [c!.id, b!.id] });
    expect((await read(event.id)).artists.map((x) => x.name)).toEqual(["When Chai Met Toast", "Ankur Tewari"]);
    expect(await gigsOf(a!.id)).toHaveLength(0);
    expect(await gigsOf(c!.id)).toHaveLength(1);

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, event.id));
    expect(audit.at(-1)).toMatchObject({ before: { artistIds: [b!.id, a!.id] }, after: { artistIds: [c!.id, b!.id] } });
  });

  it("leaves the line-up alone when artistIds is not sent, and refuses accounts that are not artists", async () => {
    const event = await createEvent(t.db);
    const artist = await createArtist(t.db);
    await patch(event.id, { artistIds: [artist.id] });
    await patch(event.id, { genre: "Folk" });
    expect((await read(event.id)).artists.map((x) => x.id)).toEqual([artist.id]);

    const fan = await createFan(t.deps);
    const res = await patch(event.id, { artistIds: [fan.id] });
    expect(res.status).toBe(422);
    expect((await read(event.id)).artists.map((x) => x.id)).toEqual([artist.id]);
  });
});
