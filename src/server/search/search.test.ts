import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SEARCH_TYPES } from "@/shared/contract/search";
import { createAdmin, createFan } from "../auth/testing";
import { createArtist, createBand, createOwner, daysFromNow } from "../bands/testing";
import { createEvent, createVenue } from "../events/testing";
import { ARTISTS } from "../seed/content/artists";
import { BANDS } from "../seed/content/bands";
import { VENUES } from "../seed/content/venues";
import { createTestApp, type TestApp } from "../test";
import { search as searchCatalogue } from "./service";

let t: TestApp;

/** The demo catalogue's own names, so typo and romanisation cases run against realistic neighbours. */
beforeAll(async () => {
  t = await createTestApp();
  for (const band of BANDS) {
    await createBand(t.db, {
      name: band.name,
      bio: band.hook,
      location: `${band.city}, ${band.state}`,
      primaryGenre: band.primary,
    });
  }
  for (const artist of ARTISTS) {
    await createArtist(t.db, {
      name: artist.name,
      bio: artist.hook,
      location: `${artist.city}, ${artist.state}`,
      primaryGenre: artist.primary,
    });
  }
  for (const venue of VENUES)
    await createVenue(t.db, { name: venue.name, city: venue.city, description: venue.description });
  await createArtist(t.db, { name: "Prabhakar Iyer", location: "Chennai, Tamil Nadu" });
  await createEvent(t.db, {
    name: "Monsoon Static Live",
    description: "Doors open an hour before the show.",
    startTime: daysFromNow(5),
  });
  await createEvent(t.db, {
    name: "Monsoon Static Live",
    description: "Last year's show.",
    startTime: daysFromNow(-300),
  });
});

async function search(query: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await t.app.request(`/api/search?${new URLSearchParams(query)}`, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

const top = async (q: string, kind: "bands" | "artists" | "venues" | "gigs") =>
  (await search({ q })).body[kind].map((hit: { name: string }) => hit.name).at(0);

describe("GET /api/search", () => {
  it.each([
    ["Monsun Statik", "Monsoon Static"],
    ["chaupati lights", "The Chowpatty Lights"],
    ["Filter Kapi", "Filter Kaapi Collective"],
    ["Ironwod Ritual", "Ironwood Ritual"],
    ["Brahmputra Blues", "Brahmaputra Blues Union"],
    ["charminar chimez", "Charminar Chimes"],
  ])("finds the band despite typos and spellings: %s → %s", async (q, expected) => {
    expect(await top(q, "bands")).toBe(expected);
  });

  it.each([
    ["Pravakar", "Prabhakar Iyer"],
    ["Kabeer Van", "Kabir Vaan"],
    ["Kartik Subramanyam", "Karthik Subramaniam"],
    ["Arko Bannerji", "Arko Banerjee"],
    ["Joya Varma", "Zoya Verma"],
    ["Labanya Redy", "Lavanya Reddy"],
    ["Vir Sekon", "Veer Sekhon"],
  ])("finds the artist despite typos and romanisations: %s → %s", async (q, expected) => {
    expect(await top(q, "artists")).toBe(expected);
  });

  it.each([
    ["Mehrauli Amphitheater", "Mehrauli Amphitheatre"],
    ["Koramangla", "Koramangala Courtyard"],
    ["Shivaji Nagar sound", "Shivajinagar Sound Lab"],
  ])("finds the venue: %s → %s", async (q, expected) => {
    expect(await top(q, "venues")).toBe(expected);
  });

  it("ranks an exact name above names that merely contain the words", async () => {
    const { body } = await search({ q: "monsoon static", types: "band" });
    expect(body.bands[0].name).toBe("Monsoon Static");
  });

  it("finds words of a bio or description, as prefixes", async () => {
    const { body } = await search({ q: "harmoni", types: "band" });
    expect(body.bands.map((b: { name: string }) => b.name)).toContain("Saffron Feedback");
  });

  it("lists gigs still to come before past ones with the same name", async () => {
    const { body } = await search({ q: "Monsoon Static Live", types: "gig" });
    expect(body.gigs).toHaveLength(2);
    expect(Date.parse(body.gigs[0].startTime)).toBeGreaterThan(Date.now());
    expect(Date.parse(body.gigs[1].startTime)).toBeLessThan(Date.now());
  });

  it("searches only the asked kinds and limits each", async () => {
    const { status, body } = await search({ q: "the", types: "band,venue", limit: "2" });
    expect(status).toBe(200);
    expect(body.query).toBe("the");
    expect(body.bands.length).toBeLessThanOrEqual(2);
    expect(body.venues.length).toBeLessThanOrEqual(2);
    expect(body.bands.length + body.venues.length).toBeGreaterThan(0);
    expect(body.artists).toEqual([]);
    expect(body.gigs).toEqual([]);
  });

  it("folds accents: 'cafe' finds 'Café'", async () => {
    await createBand(t.db, { name: "Café Résistance" });
    expect(await top("cafe resistance", "bands")).toBe("Café Résistance");
  });

  it("keeps discovery's rules: no system accounts, no fans", async () => {
    const system = await createOwner(t.db, "system");
    await createBand(t.db, { name: "Hidden Fixture Band", userId: system.id });
    await createArtist(t.db, { name: "Hidden Fixture Artist", userType: "system" });
    await createArtist(t.db, { name: "Hidden Fan Artist", role: "fan" });
    const { body } = await search({ q: "Hidden Fixture" });
    expect(body.bands).toEqual([]);
    expect(body.artists).toEqual([]);
  });

  it("presents bands and artists as cards, venues and gigs with what a result row shows, and no e-mails", async () => {
    const { body } = await search({ q: "Meher Sol" });
    expect(body.artists[0]).toMatchObject({ type: "artist", name: "Meher Sol", genres: ["Indie"] });
    const venues = (await search({ q: "The Loudbox", types: "venue" })).body.venues;
    // The venue list's card shape, so /search and /venue show a venue alike.
    expect(venues[0]).toEqual({
      id: expect.any(String),
      name: "The Loudbox",
      city: "Mumbai",
      location: null,
      venueType: null,
      genre: null,
      rating: null,
      capacity: null,
      imageUrl: null,
    });
    expect(JSON.stringify(body)).not.toContain("@example.test");
  });

  it("treats LIKE and tsquery syntax as text", async () => {
    for (const q of ["%%", "a & b | !c", "':*", "\\\\"]) {
      const { status } = await search({ q });
      expect(status).toBe(200);
    }
  });

  it("is the same for visitors, fans and admins", async () => {
    const fan = await createFan(t.deps);
    const admin = await createAdmin(t.deps);
    const answers = await Promise.all([
      search({ q: "static" }),
      search({ q: "static" }, fan.headers),
      search({ q: "static" }, admin.headers),
    ]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it.each([
    [{}, "Type something to search for"],
    [{ q: " a " }, "Search needs at least 2 characters"],
    [{ q: "x".repeat(101) }, "Search must be at most 100 characters"],
    [{ q: "rock", types: "band,people" }, "Types must be among band, artist, venue, gig"],
    [{ q: "rock", limit: "21" }, "limit must be at most 20"],
  ])("refuses %j with 422", async (query, message) => {
    const { status, body } = await search(query as Record<string, string>);
    expect(status).toBe(422);
    expect(body.error.message).toBe(message);
  });
});

describe("search on PostgreSQL's index-scan pool", () => {
  it.runIf(process.env.TEST_DATABASE_URL !== undefined)(
    "starts its connections with sequential scans off, and leaves the app's pool as it was",
    async () => {
      const indexScanDb = t.deps.db.indexScanDb;
      expect(indexScanDb).toBeDefined();
      const onPool = await indexScanDb!.execute<{ enable_seqscan: string }>(sql`show enable_seqscan`);
      expect(onPool.rows[0]?.enable_seqscan).toBe("off");
      const onApp = await t.db.execute<{ enable_seqscan: string }>(sql`show enable_seqscan`);
      expect(onApp.rows[0]?.enable_seqscan).toBe("on");
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL === undefined)("is absent on PGlite (one shared connection)", () => {
    expect(t.deps.db.indexScanDb).toBeUndefined();
  });

  it("answers what the transaction answers, run after run (named statements reused)", async () => {
    const now = new Date();
    for (const q of ["Monsun Statik", "Kolkatta", "monsoon", "ba", "Bangalore, Karnataka"]) {
      const input = { q, types: SEARCH_TYPES, limit: 5, now };
      const viaTransaction = await searchCatalogue(t.db, input);
      const hits = Object.values(viaTransaction).flat();
      expect(hits.length, q).toBeGreaterThan(0);
      for (let run = 0; run < 3; run++) {
        expect(await searchCatalogue(t.db, input, t.deps.db.indexScanDb), q).toEqual(viaTransaction);
      }
    }
  });
});
