import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createArtist, createBand, createOwner } from "../bands/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const uniquePlace = () => `Discoverpur ${randomUUID().slice(0, 8)}`;

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

const list = async (query: Record<string, string>) =>
  (await getJson(`/api/discover?${new URLSearchParams(query)}`)).body.items.map(
    (item: any) => `${item.type}:${item.name}`,
  );

describe("GET /api/discover", () => {
  it("merges artists and bands in name order; type narrows to one kind", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Bravo Band", location: place });
    await createArtist(t.db, { name: "Alpha Artist", location: place });
    await createBand(t.db, { name: "Delta Band", location: place });
    await createArtist(t.db, { name: "Charlie Artist", location: place });
    expect(await list({ location: place })).toEqual([
      "artist:Alpha Artist",
      "band:Bravo Band",
      "artist:Charlie Artist",
      "band:Delta Band",
    ]);
    expect(await list({ location: place, type: "all" })).toHaveLength(4);
    expect(await list({ location: place, type: "artist" })).toEqual(["artist:Alpha Artist", "artist:Charlie Artist"]);
    expect(await list({ location: place, type: "band" })).toEqual(["band:Bravo Band", "band:Delta Band"]);
  });

  it("presents each kind as a discover item with the spec's defaults", async () => {
    const place = uniquePlace();
    const artist = await createArtist(t.db, {
      name: null,
      location: place,
      primaryGenre: null,
      genre: "Folk",
      secondaryGenre: "Pop",
    });
    const band = await createBand(t.db, {
      name: "Default Band",
      location: place,
      primaryGenre: "Rock",
      secondaryGenre: null,
    });
    const { body } = await getJson(`/api/discover?location=${encodeURIComponent(place)}`);
    expect(body.items).toEqual([
      expect.objectContaining({
        type: "band",
        id: band.id,
        name: "Default Band",
        genres: ["Rock"],
        followerCount: 0,
        votingAverage: 0,
        isVerified: false,
        featured: 0,
      }),
      expect.objectContaining({
        type: "artist",
        id: artist.id,
        userId: artist.id,
        name: "Unknown Artist",
        genres: ["Folk", "Pop"],
        followerCount: 0,
        votingAverage: 0,
        isVerified: false,
        featured: 0,
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain("@example.test");
  });

  it("pages across both kinds without repeats, even when an artist and a band share a name", async () => {
    const place = uniquePlace();
    await createBand(t.db, { name: "Same Name", location: place });
    await createArtist(t.db, { name: "Same Name", location: place });
    await createBand(t.db, { name: "Same Name", location: place });
    await createArtist(t.db, { name: "Another", location: place });
    await createBand(t.db, { name: "Zulu", location: place });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { location: place, limit: "2", ...(cursor ? { cursor } : {}) };
      const { body } = await getJson(`/api/discover?${new URLSearchParams(query)}`);
      seen.push(...body.items.map((item: any) => `${item.type}:${item.name}:${item.id}`));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect(seen.map((s) => s.split(":").slice(0, 2).join(":"))).toEqual([
      "artist:Another",
      "artist:Same Name",
      "band:Same Name",
      "band:Same Name",
      "band:Zulu",
    ]);
  });

  it("lists only real users: real artists with the role artist, bands without an owner or with a real one", async () => {
    const place = uniquePlace();
    await createArtist(t.db, { name: "Real Artist", location: place });
    await createArtist(t.db, { name: "System Artist", location: place, userType: "system" });
    await createArtist(t.db, { name: "Fan With Profile", location: place, role: "fan" });
    const real = await createOwner(t.db, "real");
    const system = await createOwner(t.db, "system");
    await createBand(t.db, { name: "Unowned Band", location: place });
    await createBand(t.db, { name: "Real Band", location: place, userId: real.id });
    await createBand(t.db, { name: "System Band", location: place, userId: system.id });
    expect(await list({ location: place })).toEqual(["artist:Real Artist", "band:Real Band", "band:Unowned Band"]);
  });

  it("applies search (name, near-spelling, bio words), location and genre to both kinds", async () => {
    const place = uniquePlace();
    await createArtist(t.db, {
      name: "Kabir Vaan",
      location: `${place}, Goa`,
      primaryGenre: "Hip Hop",
      bio: "Raps about chawl life.",
    });
    await createBand(t.db, {
      name: "Kabir Collective",
      location: `${place}, Goa`,
      primaryGenre: "Jazz",
      secondaryGenre: "Hip Hop",
    });
    await createBand(t.db, { name: "Chawl Kings", location: `${place}, Kerala`, primaryGenre: "Rock" });
    expect(await list({ location: place, search: "kabeer" })).toEqual(["band:Kabir Collective", "artist:Kabir Vaan"]);
    expect(await list({ location: place, search: "chawl" })).toEqual(["band:Chawl Kings", "artist:Kabir Vaan"]);
    expect(await list({ location: place, genre: "hip hop" })).toEqual(["band:Kabir Collective", "artist:Kabir Vaan"]);
    expect(await list({ location: `${place}, kerala` })).toEqual(["band:Chawl Kings"]);
  });

  it("is the same for visitors, fans and admins", async () => {
    const place = uniquePlace();
    await createArtist(t.db, { name: "Anyone Sees", location: place });
    const url = `/api/discover?location=${encodeURIComponent(place)}`;
    const fan = await createFan(t.deps);
    const admin = await createAdmin(t.deps);
    const answers = await Promise.all([getJson(url), getJson(url, fan.headers), getJson(url, admin.headers)]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it.each([
    ["type=people", "Type must be all, artist or band"],
    ["limit=100", "limit must be at most 50"],
    [`cursor=${Buffer.from(JSON.stringify(["x", "robot", randomUUID()])).toString("base64url")}`, "Invalid cursor"],
  ])("refuses %s with 422", async (query, message) => {
    const { status, body } = await getJson(`/api/discover?${query}`);
    expect(status).toBe(422);
    expect(body.error.message).toBe(message);
  });
});
