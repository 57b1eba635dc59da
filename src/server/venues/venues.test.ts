import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createEvent, createVenue } from "../events/testing";
import { createTestApp, getTestDatabase } from "../test";

// A database of this file's own: the list tests count every venue in it.
const { app, db, deps } = await createTestApp({ database: await getTestDatabase({ fresh: true }) });

// 22:00 IST on 10 Mar 2027.
const NOW = new Date("2027-03-10T16:30:00Z");
const MISSING = "00000000-0000-4000-8000-000000000000";

type VenueItem = { id: string; name: string; city: string; location: string | null; imageUrl: string | null };
type Page<T> = { items: T[]; nextCursor: string | null };

let loudbox: Awaited<ReturnType<typeof createVenue>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW });
  loudbox = await createVenue(db, {
    name: "The Loudbox",
    city: "Mumbai",
    location: "Lower Parel, Maharashtra",
    imageUrls: ["/media/venue-banners/a.png", "/media/venue-banners/b.png"],
    amenities: ["Full bar", "Green room"],
    rating: 4.6,
    capacity: "350",
    halls: 1,
  });
  await createVenue(db, { name: "Namma Stage", city: "Bengaluru", location: "Indiranagar, Karnataka" });
  await createVenue(db, { name: "Alpha 100% Room", city: "New Delhi", location: "Hauz Khas, Delhi" });
  await createVenue(db, { name: "Baner Barn", city: "Pune", location: "Baner, Maharashtra", capacity: "  " });
});

afterAll(() => {
  vi.useRealTimers();
});

async function names(query: string) {
  const res = await app.request(`/api/venues?${query}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Page<VenueItem>).items.map((venue) => venue.name);
}

describe("GET /api/venues", () => {
  it("lists venues by name, with the first image as the card image", async () => {
    const res = await app.request("/api/venues");
    const page = (await res.json()) as Page<VenueItem>;
    expect(page.items.map((venue) => venue.name)).toEqual([
      "Alpha 100% Room",
      "Baner Barn",
      "Namma Stage",
      "The Loudbox",
    ]);
    expect(page.items[3]!.imageUrl).toBe("/media/venue-banners/a.png");
    expect(page.items[0]!.imageUrl).toBeNull();
    expect(page.nextCursor).toBeNull();
  });

  it("filters on the part before the first comma, as a substring of city or location, ignoring case", async () => {
    expect(await names("location=Mumbai, Maharashtra")).toEqual(["The Loudbox"]);
    expect(await names("location=mum")).toEqual(["The Loudbox"]);
    expect(await names(`location=${encodeURIComponent("lower parel")}`)).toEqual(["The Loudbox"]);
    // 'Maharashtra' comes after the comma in the venue's location, but is the whole filter here.
    expect(await names("location=Maharashtra")).toEqual(["Baner Barn", "The Loudbox"]);
    expect(await names("location=Shillong, Meghalaya")).toEqual([]);
    expect(await names("location=")).toHaveLength(4);
  });

  it("treats % and _ in the filter as text", async () => {
    expect(await names("location=%25")).toEqual([]);
    expect(await names("location=_")).toEqual([]);
  });

  it("pages by name with a cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.request(`/api/venues?limit=1${cursor ? `&cursor=${cursor}` : ""}`);
      const page = (await res.json()) as Page<VenueItem>;
      seen.push(...page.items.map((venue) => venue.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["Alpha 100% Room", "Baner Barn", "Namma Stage", "The Loudbox"]);
  });

  it("answers 422 for a bad limit or cursor", async () => {
    expect((await app.request("/api/venues?limit=-1")).status).toBe(422);
    expect((await app.request("/api/venues?cursor=e30")).status).toBe(422);
  });

  it("lists the cities with venues for the filter", async () => {
    const { items } = (await (await app.request("/api/venues/cities")).json()) as { items: string[] };
    expect([...items].sort()).toEqual(["Bengaluru", "Mumbai", "New Delhi", "Pune"]);
  });
});

describe("GET /api/venues/:id", () => {
  it("answers 404 'Venue not found' for a missing or malformed id", async () => {
    for (const id of [MISSING, "the-loudbox"]) {
      const res = await app.request(`/api/venues/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "not_found", message: "Venue not found" } });
    }
  });

  it("gives the venue with its upcoming gigs from the events table, soonest first, past ones left out", async () => {
    const later = await createEvent(db, {
      venueId: loudbox.id,
      name: "Later",
      startTime: new Date("2027-04-01T14:00:00Z"),
    });
    const tonight = await createEvent(db, {
      venueId: loudbox.id,
      name: "Tonight",
      startTime: new Date("2027-03-10T14:00:00Z"),
    });
    await createEvent(db, { venueId: loudbox.id, name: "Last week", startTime: new Date("2027-03-03T14:00:00Z") });
    const undated = await createEvent(db, { venueId: loudbox.id, name: "Date TBA", startTime: null });
    await createEvent(db, { name: "Elsewhere", startTime: new Date("2027-03-20T14:00:00Z") });

    const res = await app.request(`/api/venues/${loudbox.id}`);
    expect(res.status).toBe(200);
    const venue = (await res.json()) as Record<string, unknown> & { upcomingEvents: Page<{ id: string }> };
    expect(venue).toMatchObject({
      id: loudbox.id,
      name: "The Loudbox",
      city: "Mumbai",
      location: "Lower Parel, Maharashtra",
      rating: 4.6,
      capacity: "350",
      halls: 1,
      amenities: ["Full bar", "Green room"],
      imageUrls: ["/media/venue-banners/a.png", "/media/venue-banners/b.png"],
    });
    expect(venue.upcomingEvents.items.map((event) => event.id)).toEqual([tonight.id, later.id, undated.id]);

    const more = (await (await app.request(`/api/venues/${loudbox.id}/events?limit=1`)).json()) as Page<{ id: string }>;
    expect(more.items.map((event) => event.id)).toEqual([tonight.id]);
    const rest = (await (
      await app.request(`/api/venues/${loudbox.id}/events?limit=5&cursor=${more.nextCursor}`)
    ).json()) as Page<{ id: string }>;
    expect(rest.items.map((event) => event.id)).toEqual([later.id, undated.id]);
    expect(rest.nextCursor).toBeNull();
  });

  it("leaves a blank capacity blank rather than inventing one", async () => {
    const [barn] = ((await (await app.request("/api/venues?location=Pune")).json()) as Page<VenueItem>).items;
    const venue = (await (await app.request(`/api/venues/${barn!.id}`)).json()) as { capacity: string | null };
    expect(venue.capacity).toBeNull();
  });

  it("shows every role the same record", async () => {
    const visitor = await (await app.request(`/api/venues/${loudbox.id}`)).json();
    for (const user of [await createFan(deps), await createAdmin(deps)]) {
      expect(await (await app.request(`/api/venues/${loudbox.id}`, { headers: user.headers })).json()).toEqual(visitor);
    }
  });

  it("answers 404 for the upcoming gigs of a missing or malformed venue", async () => {
    expect((await app.request(`/api/venues/${MISSING}/events`)).status).toBe(404);
    expect((await app.request("/api/venues/nope/events")).status).toBe(404);
  });
});
