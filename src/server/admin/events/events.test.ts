import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "@/shared/validation";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../../auth/testing";
import { adminAuditLog, events } from "../../db/schema";
import { addBandToLineup } from "../../events/testing";
import { createTestApp, type TestApp } from "../../test";
import { createArtist, createBand, createEvent } from "../testing";

let t: TestApp;
let admin: TestUser;

const patch = (id: string, body: unknown) =>
  t.app.request(`/api/admin/events/${id}`, jsonRequest("PATCH", body, admin));
const read = async (id: string) => {
  const res = await t.app.request(`/api/admin/events/${id}`, { headers: admin.headers });
  return (
    (await res.json()) as {
      event: Record<string, unknown> & { lineup: { kind: string; id: string; name: string; headliner: boolean }[] };
    }
  ).event;
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

  it("moves the gig on the band pages of its line-up", async () => {
    const event = await createEvent(t.db, {
      startTime: new Date("2026-05-01T14:00:00Z"),
      venueName: "Old Hall",
      city: "Pune",
    });
    const band = await createBand(t.db);
    await addBandToLineup(t.db, event.id, band.id);
    await patch(event.id, { startTime: "2026-05-02T20:00", venueName: "New Hall", city: "Mumbai" });
    const gigs = (await (await t.app.request(`/api/bands/${band.id}/gigs`)).json()) as {
      upcoming: unknown[];
      past: unknown[];
    };
    expect([...gigs.upcoming, ...gigs.past]).toEqual([
      expect.objectContaining({
        eventId: event.id,
        venue: "New Hall",
        city: "Mumbai",
        date: "2026-05-02T14:30:00.000Z",
      }),
    ]);
  });

  it("answers 404 for an unknown event", async () => {
    expect((await patch("00000000-0000-4000-8000-000000000000", { name: "X" })).status).toBe(404);
  });
});

describe("PATCH /api/admin/events/:id: line-up", () => {
  it("holds bands and artists in billing order, drops repeats, and shows the gig on each act's page", async () => {
    const event = await createEvent(t.db, { startTime: new Date("2030-06-10T14:00:00Z") });
    const [a, b] = [await createArtist(t.db, "Prateek Kuhad"), await createArtist(t.db, "Ankur Tewari")];
    const band = await createBand(t.db, { name: "When Chai Met Toast" });
    const artist = (id: string) => ({ kind: "artist", id });

    const res = await patch(event.id, {
      lineup: [{ kind: "band", id: band.id, headliner: true }, artist(b!.id), artist(a!.id), artist(b!.id)],
    });
    expect(res.status).toBe(200);
    expect((await read(event.id)).lineup.map((x) => [x.kind, x.name, x.headliner])).toEqual([
      ["band", "When Chai Met Toast", true],
      ["artist", "Ankur Tewari", false],
      ["artist", "Prateek Kuhad", false],
    ]);
    const upcoming = async (path: string) =>
      ((await (await t.app.request(path)).json()) as { upcoming: { eventId: string }[] }).upcoming.map(
        (g) => g.eventId,
      );
    expect(await upcoming(`/api/bands/${band.id}/gigs`)).toEqual([event.id]);
    expect(await upcoming(`/api/artists/${a!.id}/gigs`)).toEqual([event.id]);

    await patch(event.id, { lineup: [artist(b!.id)] });
    expect((await read(event.id)).lineup.map((x) => x.name)).toEqual(["Ankur Tewari"]);
    expect(await upcoming(`/api/bands/${band.id}/gigs`)).toEqual([]);
    expect(await upcoming(`/api/artists/${a!.id}/gigs`)).toEqual([]);

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, event.id));
    expect(audit.at(-1)).toMatchObject({
      before: { lineup: [`band:${band.id}:headliner`, `artist:${b!.id}`, `artist:${a!.id}`] },
      after: { lineup: [`artist:${b!.id}`] },
    });
  });

  it("leaves the line-up alone when lineup is not sent, and refuses fans and unknown bands", async () => {
    const event = await createEvent(t.db);
    const artist = await createArtist(t.db);
    await patch(event.id, { lineup: [{ kind: "artist", id: artist!.id }] });
    await patch(event.id, { genre: "Folk" });
    expect((await read(event.id)).lineup.map((x) => x.id)).toEqual([artist!.id]);

    const fan = await createFan(t.deps);
    for (const lineup of [
      [{ kind: "artist", id: fan.id }],
      [{ kind: "band", id: "00000000-0000-4000-8000-000000000000" }],
      [{ kind: "band", id: artist!.id }],
    ]) {
      const res = await patch(event.id, { lineup });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ error: { fields: { lineup: [expect.any(String)] } } });
    }
    expect((await patch(event.id, { lineup: [{ kind: "venue", id: artist!.id }] })).status).toBe(422);
    expect((await read(event.id)).lineup.map((x) => x.id)).toEqual([artist!.id]);
  });
});
