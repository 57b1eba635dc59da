import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { threadTopic } from "@/shared/realtime-topics";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, createUser } from "../auth/testing";
import { createArtist, createBand } from "../bands/testing";
import { artists, bands, fanBandActivity } from "../db/schema";
import { call } from "../participation/testing";
import { followTopic, isMessage, messageData } from "../realtime/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount } from "../xp/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const totals = async (bandId: string) =>
  (
    await t.db
      .select({ count: bands.fanVoteCount, sum: bands.fanVoteSum, average: bands.fanVotingAverage })
      .from(bands)
      .where(eq(bands.id, bandId))
  )[0]!;

describe("POST /api/bands/:id/scream-vote", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await call(t, "POST", `/api/bands/${band.id}/scream-vote`, undefined, { level: 5 })).status).toBe(401);
  });

  it.each([[0], [8], [3.5], ["5"], [null]])("refuses level %s", async (level) => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const res = await call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Choose a level from 1 to 7");
  });

  it("is 'Band not found' for an unknown band", async () => {
    const fan = await createFan(t.deps);
    expect((await call(t, "POST", `/api/bands/${randomUUID()}/scream-vote`, fan, { level: 3 })).status).toBe(404);
  });

  it("records the vote, moves the totals and pays 'Vote for an Artist/Band'", async () => {
    const band = await createBand(t.db, { fanVoteCount: 2, fanVoteSum: 6, fanVotingAverage: 3 });
    const fan = await createFan(t.deps);
    const res = await call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level: 6 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vote: 6,
      voteCount: 3,
      voteAverage: 4,
      xp: { awarded: true, action: XP_ACTIONS.screamVote, points: 5 },
    });
    expect(await totals(band.id)).toEqual({ count: 3, sum: 12, average: 4 });
    expect((await call(t, "GET", `/api/bands/${band.id}/fan-activity`, fan)).body.viewer.vote).toBe(6);
  });

  it("allows one vote per fan: the second is 409 'You've already voted for this band'", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    await call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level: 2 });
    const again = await call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level: 7 });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "already_voted", message: "You've already voted for this band" });
    expect(await totals(band.id)).toEqual({ count: 1, sum: 2, average: 2 });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.screamVote)).toBe(1);
  });

  it("keeps a fan's follow when they vote, and their vote when they unfollow", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: true });
    await call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level: 4 });
    await call(t, "PUT", `/api/bands/${band.id}/follow`, fan, { following: false });
    const [row] = await t.db.select().from(fanBandActivity).where(eq(fanBandActivity.bandId, band.id));
    expect(row).toMatchObject({ following: false, fanVote: 4 });
  });

  it("takes an admin's vote without paying XP", async () => {
    const band = await createBand(t.db);
    const admin = await createAdmin(t.deps);
    const res = await call(t, "POST", `/api/bands/${band.id}/scream-vote`, admin, { level: 1 });
    expect(res.body).toMatchObject({ vote: 1, voteCount: 1, xp: null });
  });

  it("keeps count, sum and average exact under many concurrent votes, double taps included", async () => {
    const band = await createBand(t.db);
    const fans = await Promise.all(Array.from({ length: 14 }, () => createFan(t.deps)));
    const levels = fans.map((_, i) => (i % 7) + 1);
    const answers = await Promise.all(
      fans.flatMap((fan, i) =>
        [1, 2].map(() => call(t, "POST", `/api/bands/${band.id}/scream-vote`, fan, { level: levels[i] })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(14);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(14);
    const sum = levels.reduce((a, b) => a + b, 0);
    expect(await totals(band.id)).toEqual({ count: 14, sum, average: sum / 14 });
  });
});

describe("POST /api/artists/:id/scream-vote", () => {
  it("votes for an artist and says 'this artist' on a second try", async () => {
    const artist = await createArtist(t.db);
    const fan = await createFan(t.deps);
    expect((await call(t, "POST", `/api/artists/${artist.id}/scream-vote`, fan, { level: 7 })).body).toMatchObject({
      vote: 7,
      voteCount: 1,
      voteAverage: 7,
    });
    const again = await call(t, "POST", `/api/artists/${artist.id}/scream-vote`, fan, { level: 7 });
    expect(again.body.error.message).toBe("You've already voted for this artist");
    const [row] = await t.db.select({ n: artists.fanVoteCount }).from(artists).where(eq(artists.userId, artist.id));
    expect(row!.n).toBe(1);
  });

  it("refuses an artist voting for themselves", async () => {
    const artist = await createUser(t.deps, { role: "artist" });
    expect((await call(t, "POST", `/api/artists/${artist.id}/scream-vote`, artist, { level: 7 })).status).toBe(403);
  });
});

describe("POST …/scream-vote: live Scream-O-Meter", () => {
  it("tells everyone following the band its new average and count, and nothing for a refused repeat", async () => {
    const band = await createBand(t.db);
    const topic = threadTopic("band", band.id);
    const stream = await followTopic(t.app, topic);
    try {
      const [first, second] = [await createFan(t.deps), await createFan(t.deps)];
      await call(t, "POST", `/api/bands/${band.id}/scream-vote`, first, { level: 6 });
      expect(messageData(await stream.next(isMessage(topic, "scream-vote"))).data).toMatchObject({
        voteCount: 1,
        voteAverage: 6,
      });
      expect((await call(t, "POST", `/api/bands/${band.id}/scream-vote`, first, { level: 1 })).status).toBe(409);
      await call(t, "POST", `/api/bands/${band.id}/scream-vote`, second, { level: 3 });
      expect(messageData(await stream.next(isMessage(topic, "scream-vote"))).data).toMatchObject({
        voteCount: 2,
        voteAverage: 4.5,
      });
    } finally {
      await stream.close();
    }
  });

  it("does the same on the artist's topic", async () => {
    const artist = await createArtist(t.db);
    const topic = threadTopic("artist", artist.id);
    const stream = await followTopic(t.app, topic);
    try {
      await call(t, "POST", `/api/artists/${artist.id}/scream-vote`, await createFan(t.deps), { level: 2 });
      expect(messageData(await stream.next(isMessage(topic, "scream-vote"))).data).toMatchObject({
        voteCount: 1,
        voteAverage: 2,
      });
    } finally {
      await stream.close();
    }
  });
});
