import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdmin, createFan } from "../auth/testing";
import { addArtistGig, createArtist, daysFromNow } from "../bands/testing";
import { createEvent } from "../events/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function getJson(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(url, { headers });
  return { status: res.status, body: (await res.json()) as any };
}

const SUB_RESOURCES = ["", "/gigs"];

describe("artist ids", () => {
  it.each(SUB_RESOURCES)("GET /api/artists/{blank}%s says 'No artist ID provided'", async (suffix) => {
    const { status, body } = await getJson(`/api/artists/%20${suffix}`);
    expect(status).toBe(422);
    expect(body.error.message).toBe("No artist ID provided");
  });

  it.each(
    SUB_RESOURCES.flatMap((suffix) => [
      ["not-a-uuid", suffix],
      [randomUUID(), suffix],
    ]),
  )("GET /api/artists/%s%s is 404, never a 500", async (id, suffix) => {
    const { status, body } = await getJson(`/api/artists/${id}${suffix}`);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: "not_found", message: "Artist not found" });
  });

  it("is 404 for an account that is not an artist", async () => {
    const fan = await createFan(t.deps);
    expect((await getJson(`/api/artists/${fan.id}`)).status).toBe(404);
  });
});

describe("GET /api/artists/:userId", () => {
  it("gives the artist's public profile: account name and avatar plus the artists row", async () => {
    const artist = await createArtist(t.db, {
      name: "Tara Nimbus",
      avatarUrl: "/media/user-avatars/t.webp",
      bio: "Glittering electro-pop.",
      primaryGenre: "Electronic",
      secondaryGenre: "Pop",
      location: "Mumbai, Maharashtra",
      fanFollowingCount: 42,
      fanVoteCount: 3,
      fanVoteSum: 18,
      fanVotingAverage: 6,
      isVerified: true,
      profileBannerUrl: "/media/artist-assets/b.webp",
    });
    const { status, body } = await getJson(`/api/artists/${artist.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      type: "artist",
      id: artist.id,
      userId: artist.id,
      name: "Tara Nimbus",
      avatarUrl: "/media/user-avatars/t.webp",
      profileBannerUrl: "/media/artist-assets/b.webp",
      bio: "Glittering electro-pop.",
      genres: ["Electronic", "Pop"],
      primaryGenre: "Electronic",
      secondaryGenre: "Pop",
      location: "Mumbai, Maharashtra",
      followerCount: 42,
      votingAverage: 6,
      voteCount: 3,
      isVerified: true,
      featured: 0,
    });
  });

  it("falls back to the spec's defaults when the artist has no artists row yet", async () => {
    const artist = await createArtist(t.db, { name: "  ", withProfile: false });
    const { status, body } = await getJson(`/api/artists/${artist.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: "Unknown Artist",
      followerCount: 0,
      votingAverage: 0,
      voteCount: 0,
      isVerified: false,
      genres: [],
      bio: null,
    });
  });

  it("is the same for visitors, fans and admins", async () => {
    const artist = await createArtist(t.db);
    const answers = await Promise.all(
      [undefined, await createFan(t.deps), await createFan(t.deps), await createAdmin(t.deps)].map((user) =>
        getJson(`/api/artists/${artist.id}`, user?.headers),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

describe("GET /api/artists/:userId/gigs", () => {
  it("lists upcoming gigs first (soonest first), then past ones (latest first)", async () => {
    const artist = await createArtist(t.db);
    const event = await createEvent(t.db, {
      name: "Open Mic Night",
      venueName: "The Filter Room",
      city: "Bengaluru",
      startTime: daysFromNow(1),
    });
    await addArtistGig(t.db, artist.id, { gigDate: daysFromNow(9), venue: "Later Hall" });
    await addArtistGig(t.db, artist.id, { gigDate: daysFromNow(1), eventId: event.id });
    await addArtistGig(t.db, artist.id, { gigDate: daysFromNow(-1), venue: "Yesterday Hall" });
    const { status, body } = await getJson(`/api/artists/${artist.id}/gigs`);
    expect(status).toBe(200);
    expect(body.upcoming.map((g: any) => g.venue)).toEqual(["The Filter Room", "Later Hall"]);
    expect(body.upcoming[0]).toMatchObject({
      eventId: event.id,
      name: "Open Mic Night",
      city: "Bengaluru",
      verified: false,
    });
    expect(body.past.map((g: any) => g.venue)).toEqual(["Yesterday Hall"]);
  });
});
