import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, createUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { artists, bands } from "../db/schema";
import { call } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount, xpOf } from "../xp/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const followers = async (bandId: string) =>
  (await t.db.select({ n: bands.fanFollowingCount }).from(bands).where(eq(bands.id, bandId)))[0]!.n;

describe("PUT /api/bands/:id/follow", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    const res = await call(t, "PUT", `/api/bands/${band.id}/follow`, undefined, { following: true });
    expect(res.status).toBe(401);
    expect(await followers(band.id)).toBe(0);
  });

  it("refuses a body that is not { following: boolean }", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    for (const body of [{}, { following: "yes" }, { following: true, extra: 1 }]) {
      expect((await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, body)).status).toBe(422);
    }
  });

  it("is 'Band not found' for an unknown or malformed id", async () => {
    const fan = await createFan(t.deps);
    for (const id of [randomUUID(), "nope"]) {
      const res = await call(t, "PUT", `/api/bands/${id}/follow`, fan, { following: true });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Band not found");
    }
  });

  it("follows once, unfollows, and keeps the count exact through repeats", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const follow = (following: boolean) => call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following });

    const first = await follow(true);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ following: true, followerCount: 1, xp: { awarded: true, points: 5 } });
    expect((await follow(true)).body.followerCount).toBe(1);
    expect((await follow(false)).body).toMatchObject({ following: false, followerCount: 0, xp: null });
    expect((await follow(false)).body.followerCount).toBe(0);
    expect(await followers(band.id)).toBe(0);
  });

  it("pays 'Follow Artist/Band' once per band: unfollow and follow again earns nothing", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: true });
    await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: false });
    const again = await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: true });
    expect(again.body.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.follow)).toBe(1);
    expect(await xpOf(t.db, fan.id)).toBe(5);
  });

  it("lets an admin follow (no XP: only fans earn it)", async () => {
    const band = await createBand(t.db);
    const admin = await createAdmin(t.deps);
    const res = await call(t, "PUT", `/api/bands/${band.id}/follow`, admin, { following: true });
    expect(res.body).toMatchObject({ following: true, followerCount: 1, xp: null });
  });

  it("never touches another fan's follow", async () => {
    const band = await createBand(t.db);
    const [a, b] = [await createFan(t.deps), await createFan(t.deps)];
    await call(t, "PUT", `/api/bands/${band.id}/follow`, a, { following: true });
    await call(t, "PUT", `/api/bands/${band.id}/follow`, b, { following: false });
    expect((await call(t, "GET", `/api/bands/${band.id}/fan-activity`, a)).body.viewer.following).toBe(true);
    expect(await followers(band.id)).toBe(1);
  });

  it("keeps fan_following_count exact under many concurrent follows and unfollows", async () => {
    const band = await createBand(t.db);
    const fans = await Promise.all(Array.from({ length: 12 }, () => createFan(t.deps)));
    // Each fan taps Follow three times at once, then half of them unfollow twice at once.
    await Promise.all(
      fans.flatMap((fan) =>
        [1, 2, 3].map(() => call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: true })),
      ),
    );
    expect(await followers(band.id)).toBe(12);
    await Promise.all(
      fans
        .slice(0, 6)
        .flatMap((fan) => [1, 2].map(() => call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: false }))),
    );
    expect(await followers(band.id)).toBe(6);
  });
});

describe("PUT /api/artists/:id/follow", () => {
  it("follows an artist, creating the counters' row when the artist has none", async () => {
    const artist = await createArtist(t.db, { withProfile: false });
    const fan = await createFan(t.deps);
    const res = await call(t, "PUT", `/api/artists/${artist.id}/follow`, fan, { following: true });
    expect(res.body).toMatchObject({ following: true, followerCount: 1 });
    const [row] = await t.db
      .select({ n: artists.fanFollowingCount })
      .from(artists)
      .where(eq(artists.userId, artist.id));
    expect(row!.n).toBe(1);
  });

  it("is 404 for an account that is not an artist", async () => {
    const fan = await createFan(t.deps);
    const other = await createUser(t.deps, { role: "fan" });
    const res = await call(t, "PUT", `/api/artists/${other.id}/follow`, fan, { following: true });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Artist not found");
  });

  it("refuses an artist following themselves", async () => {
    const artist = await createUser(t.deps, { role: "artist" });
    await t.db.insert(artists).values({ userId: artist.id });
    const res = await call(t, "PUT", `/api/artists/${artist.id}/follow`, artist, { following: true });
    expect(res.status).toBe(403);
  });
});

describe("GET /api/bands/:id/fan-activity", () => {
  it("gives visitors the counters and no viewer state", async () => {
    const band = await createBand(t.db, {
      fanFollowingCount: 3,
      fanVoteCount: 2,
      fanVoteSum: 9,
      fanVotingAverage: 4.5,
    });
    const res = await call(t, "GET", `/api/bands/${band.id}/fan-activity`);
    expect(res.body).toEqual({ followerCount: 3, voteCount: 2, voteAverage: 4.5, viewer: null });
  });

  it("gives a fan their own follow, city request and vote", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    expect((await call(t, "GET", `/api/bands/${band.id}/fan-activity`, fan)).body.viewer).toEqual({
      following: false,
      bringToMyCity: false,
      bringCity: null,
      vote: null,
    });
  });
});
