import { describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { createTestApp } from "../test";
import { addBandToLineup, addRsvp, addToLineup, createEvent, createPerson, createVenue } from "./testing";

const { app, db, deps } = await createTestApp();

type Person = { id: string; name: string; avatarUrl: string | null };
type Detail = {
  id: string;
  name: string;
  venueName: string | null;
  city: string | null;
  venue: { id: string; name: string; city: string } | null;
  ticketUrl: string | null;
  lineup: (Person & { kind: string })[];
  going: { count: number; items: Person[]; nextCursor: string | null };
};

const MISSING = "00000000-0000-4000-8000-000000000000";

async function gigWithEverything() {
  const venue = await createVenue(db, { name: "The Loudbox", city: "Mumbai" });
  const event = await createEvent(db, {
    venueId: venue.id,
    venueName: "Old name",
    city: "Mumbai",
    externalTicketUrl: "https://tickets.example/loudbox",
    ticketUrl: "https://old.example",
  });
  const second = await createPerson(db, { name: "Zed Artist", avatarUrl: "/media/avatars/z.png" });
  const first = await createPerson(db, { name: "Asha Artist" });
  const band = await createBand(db, { name: "Monsoon Static", location: "Pune", primaryGenre: "Rock" });
  await addToLineup(db, event.id, second.id, 2);
  await addToLineup(db, event.id, first.id, 1);
  await addBandToLineup(db, event.id, band.id, 0, true);
  const goers = [];
  for (let i = 0; i < 30; i++) {
    const goer = await createPerson(db, {
      role: "fan",
      name: `Goer ${i}`,
      displayName: i === 0 ? "Display Goer" : null,
    });
    await addRsvp(db, event.id, goer.id, new Date(Date.UTC(2026, 0, 1, 0, i)));
    goers.push(goer);
  }
  return { venue, event, lineup: [band, first, second], goers };
}

describe("GET /api/events/:id", () => {
  it("answers 404 'Gig not found' for a missing id and for a malformed one", async () => {
    for (const id of [MISSING, "abc", "1", "00000000-0000-0000-0000-00000000000g", "%20"]) {
      const res = await app.request(`/api/events/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Gig not found" } });
    }
  });

  it("gives the venue's name and city, the line-up (bands and artists) in billing order and the goers with a matching count", async () => {
    const { venue, event, lineup, goers } = await gigWithEverything();
    const res = await app.request(`/api/events/${event.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Detail;
    expect(body.venue).toEqual({ id: venue.id, name: "The Loudbox", city: "Mumbai" });
    expect(body.venueName).toBe("The Loudbox");
    expect(body.ticketUrl).toBe("https://tickets.example/loudbox");
    const artist = { kind: "artist", location: null, genres: [], headliner: false };
    expect(body.lineup).toEqual([
      {
        kind: "band",
        id: lineup[0]!.id,
        name: "Monsoon Static",
        avatarUrl: null,
        location: "Pune",
        genres: ["Rock"],
        headliner: true,
      },
      { ...artist, id: lineup[1]!.id, name: "Asha Artist", avatarUrl: null },
      { ...artist, id: lineup[2]!.id, name: "Zed Artist", avatarUrl: "/media/avatars/z.png" },
    ]);
    expect(body.going.count).toBe(30);
    expect(body.going.items).toHaveLength(24);
    // Newest RSVP first; a fan shows by display name.
    expect(body.going.items[0]!.id).toBe(goers[29]!.id);
    const all = [...body.going.items];
    let cursor = body.going.nextCursor;
    while (cursor) {
      const page = (await (
        await app.request(`/api/events/${event.id}/going?cursor=${cursor}`)
      ).json()) as Detail["going"];
      expect(page.count).toBe(30);
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(all.map((person) => person.id)).toEqual(goers.map((goer) => goer.id).reverse());
    expect(all.at(-1)!.name).toBe("Display Goer");
    expect(JSON.stringify(body)).not.toContain("@example.test");
  });

  it("says 'No one' with an empty list and no line-up when there is none", async () => {
    const event = await createEvent(db, { venueName: "Somewhere", city: null, startTime: null });
    const body = (await (await app.request(`/api/events/${event.id}`)).json()) as Detail & { startTime: null };
    expect(body.lineup).toEqual([]);
    expect(body.going).toEqual({ count: 0, items: [], nextCursor: null });
    expect(body.venue).toBeNull();
    expect(body.venueName).toBe("Somewhere");
    expect(body.startTime).toBeNull();
  });

  it("shows every role the same public record", async () => {
    const { event } = await gigWithEverything();
    const visitor = await (await app.request(`/api/events/${event.id}`)).json();
    for (const user of [await createFan(deps), await createFan(deps), await createAdmin(deps)]) {
      expect(await (await app.request(`/api/events/${event.id}`, { headers: user.headers })).json()).toEqual(visitor);
    }
  });
});

describe("GET /api/events/:id/going", () => {
  it("answers 404 for a missing or malformed gig", async () => {
    expect((await app.request(`/api/events/${MISSING}/going`)).status).toBe(404);
    expect((await app.request("/api/events/nope/going")).status).toBe(404);
  });

  it("rejects a bad cursor with 422", async () => {
    const event = await createEvent(db);
    expect((await app.request(`/api/events/${event.id}/going?cursor=%%%`)).status).toBe(422);
    expect((await app.request(`/api/events/${event.id}/going?limit=100`)).status).toBe(422);
  });
});
