import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { createEvent, createPerson } from "../events/testing";
import { createTestApp, type TestApp } from "../test";
import { addBandGig, addFanPhoto, addMember, createArtist, createBand, daysFromNow } from "./testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

const SUB_RESOURCES = ["", "/gigs", "/photos"];

describe("band ids", () => {
  it.each(SUB_RESOURCES)("GET /api/bands/{blank}%s says 'Band ID is required'", async (suffix) => {
    const { status, body } = await getJson(`/api/bands/%20${suffix}`);
    expect(status).toBe(422);
    expect(body.error.message).toBe("Band ID is required");
  });

  it.each(
    SUB_RESOURCES.flatMap((suffix) => [
      ["not-a-uuid", suffix],
      [randomUUID(), suffix],
      ["1' or '1'='1", suffix],
    ]),
  )("GET /api/bands/%s%s is 404 'Band not found', never a 500", async (id, suffix) => {
    const { status, body } = await getJson(`/api/bands/${encodeURIComponent(id)}${suffix}`);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: "not_found", message: "Band not found" });
  });
});

describe("GET /api/bands/:id", () => {
  it("gives the profile with its members, linked artists and key members", async () => {
    const artist = await createArtist(t.db, { name: "Meher Sol", avatarUrl: "/media/user-avatars/a.webp" });
    const fanAccount = await createPerson(t.db, { role: "fan", name: "Not An Artist" });
    const band = await createBand(t.db, {
      name: "Monsoon Static",
      bio: "Songs about local trains.",
      location: "Mumbai, Maharashtra",
      primaryGenre: "Indie",
      secondaryGenre: "Alternative",
      keyMembers: "Meher Sol, Rohan Iyer",
      formationDate: "2016-04-12",
      isVerified: true,
      fanFollowingCount: 321,
      fanVoteCount: 4,
      fanVoteSum: 22,
      fanVotingAverage: 5.5,
      managerEmail: "manager@example.test",
      managerPhone: "+91 00000 00002",
    });
    await addMember(t.db, band.id, {
      name: "Meher Sol (stage)",
      role: "Vocals",
      isKeyMember: true,
      position: 0,
      userId: artist.id,
    });
    await addMember(t.db, band.id, { name: "Rohan Iyer", role: "Drums", isKeyMember: true, position: 1 });
    await addMember(t.db, band.id, { name: "Fan Member", role: "Bass", position: 2, userId: fanAccount.id });

    const { status, body } = await getJson(`/api/bands/${band.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: band.id,
      type: "band",
      name: "Monsoon Static",
      bio: "Songs about local trains.",
      genres: ["Indie", "Alternative"],
      primaryGenre: "Indie",
      isVerified: true,
      followerCount: 321,
      votingAverage: 5.5,
      voteCount: 4,
      formationYear: 2016,
      keyMembers: ["Meher Sol", "Rohan Iyer"],
    });
    expect(body.members).toEqual([
      {
        id: expect.any(String),
        name: "Meher Sol",
        role: "Vocals",
        isKeyMember: true,
        artist: { userId: artist.id, name: "Meher Sol", avatarUrl: "/media/user-avatars/a.webp" },
      },
      { id: expect.any(String), name: "Rohan Iyer", role: "Drums", isKeyMember: true, artist: null },
      // Linked to an account that is not an artist: no artist page to link to.
      { id: expect.any(String), name: "Fan Member", role: "Bass", isKeyMember: false, artist: null },
    ]);
    const text = JSON.stringify(body);
    expect(text).not.toContain("manager");
    expect(text).not.toContain("@example.test");
    expect(body).not.toHaveProperty("fanVoteSum");
  });

  it("is the same for visitors, fans and admins", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const otherFan = await createFan(t.deps);
    const admin = await createAdmin(t.deps);
    const answers = await Promise.all(
      [undefined, fan, otherFan, admin].map((user) => getJson(`/api/bands/${band.id}`, user?.headers)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
  });
});

describe("GET /api/bands/:id/gigs", () => {
  it("lists the gigs whose line-up holds the band: upcoming (soonest first) and past (latest first)", async () => {
    const band = await createBand(t.db);
    const event = await createEvent(t.db, {
      name: "Monsoon Static Live",
      venueName: "The Loudbox",
      city: "Mumbai",
      coverImageUrl: "/media/event-banners/c.webp",
      startTime: daysFromNow(2),
      isVerified: true,
    });
    const farHall = await addBandGig(t.db, band.id, { gigDate: daysFromNow(20), venue: "Far Hall", city: "Pune" });
    await addBandGig(t.db, band.id, { gigDate: daysFromNow(2), eventId: event.id });
    await addBandGig(t.db, band.id, { gigDate: daysFromNow(-3), venue: "Recent Hall" });
    await addBandGig(t.db, band.id, { gigDate: daysFromNow(-30), venue: "Old Hall" });
    const other = await createBand(t.db);
    await addBandGig(t.db, other.id, { gigDate: daysFromNow(1), venue: "Someone Else's" });

    const { status, body } = await getJson(`/api/bands/${band.id}/gigs`);
    expect(status).toBe(200);
    expect(body.upcoming.map((g: any) => g.venue)).toEqual(["The Loudbox", "Far Hall"]);
    expect(body.upcoming[0]).toMatchObject({
      eventId: event.id,
      name: "Monsoon Static Live",
      city: "Mumbai",
      verified: true,
      coverImageUrl: "/media/event-banners/c.webp",
    });
    expect(body.upcoming[1]).toMatchObject({ eventId: farHall, name: "Far Hall Night", city: "Pune", verified: false });
    expect(body.past.map((g: any) => g.venue)).toEqual(["Recent Hall", "Old Hall"]);
    expect(Date.parse(body.past[0].date)).toBeLessThan(Date.now());
  });

  it("gives empty lists for a band with no gigs, never invented samples", async () => {
    const band = await createBand(t.db);
    const { body } = await getJson(`/api/bands/${band.id}/gigs`);
    expect(body).toEqual({ upcoming: [], past: [] });
  });

  it("caps each list at the limit (at most 50)", async () => {
    const band = await createBand(t.db);
    for (let i = 1; i <= 3; i++) await addBandGig(t.db, band.id, { gigDate: daysFromNow(i) });
    const { body } = await getJson(`/api/bands/${band.id}/gigs?limit=2`);
    expect(body.upcoming).toHaveLength(2);
    expect((await getJson(`/api/bands/${band.id}/gigs?limit=51`)).status).toBe(422);
  });
});

describe("GET /api/bands/:id/photos", () => {
  it("lists the band's fan photos newest first, a page at a time", async () => {
    const band = await createBand(t.db);
    const fan = await createPerson(t.db, { role: "fan", displayName: "Shutterbug" });
    const older = await addFanPhoto(t.db, { userId: fan.id, bandId: band.id, createdAt: new Date(Date.now() - 5000) });
    const newer = await addFanPhoto(t.db, { userId: fan.id, bandId: band.id });
    const first = await getJson(`/api/bands/${band.id}/photos?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.items).toEqual([
      {
        id: newer.id,
        imageUrl: newer.imageUrl,
        width: 800,
        height: 600,
        createdAt: expect.any(String),
        author: { id: fan.id, name: "Shutterbug" },
      },
    ]);
    const second = await getJson(`/api/bands/${band.id}/photos?limit=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items.map((p: any) => p.id)).toEqual([older.id]);
    expect(second.body.nextCursor).toBeNull();
  });
});
