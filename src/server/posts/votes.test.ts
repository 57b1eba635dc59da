import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { posts, postVotes } from "../db/schema";
import { createPost } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { activityCount, ageActivities } from "../xp/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

async function newPost() {
  const band = await createBand(t.db);
  const author = await createFan(t.deps);
  return createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id });
}

const vote = (postId: string, user: Awaited<ReturnType<typeof createFan>> | undefined, voteType: string) =>
  call(t, "POST", `/api/posts/${postId}/vote`, user, { voteType });

const counters = async (postId: string) =>
  (await t.db.select({ up: posts.upvotes, down: posts.downvotes }).from(posts).where(eq(posts.id, postId)))[0]!;

describe("POST /api/posts/:id/vote", () => {
  it("requires authentication", async () => {
    const post = await newPost();
    expect((await vote(post.id, undefined, "upvote")).status).toBe(401);
  });

  it("refuses anything but upvote or downvote, and unknown posts", async () => {
    const post = await newPost();
    const fan = await createFan(t.deps);
    expect((await vote(post.id, fan, "love")).status).toBe(422);
    expect((await vote(randomUUID(), fan, "upvote")).body.error.message).toBe("Post not found");
  });

  it("adds, removes with the same press, and switches with the other (001 §4)", async () => {
    const post = await newPost();
    const fan = await createFan(t.deps);
    expect((await vote(post.id, fan, "upvote")).body).toMatchObject({ upvotes: 1, downvotes: 0, userVote: "upvote" });
    expect((await vote(post.id, fan, "upvote")).body).toMatchObject({ upvotes: 0, downvotes: 0, userVote: null });
    expect((await vote(post.id, fan, "downvote")).body).toMatchObject({
      upvotes: 0,
      downvotes: 1,
      userVote: "downvote",
    });
    expect((await vote(post.id, fan, "upvote")).body).toMatchObject({ upvotes: 1, downvotes: 0, userVote: "upvote" });
    expect(await counters(post.id)).toEqual({ up: 1, down: 0 });
  });

  it("pays each kind once per post: toggling off and on never farms XP", async () => {
    const post = await newPost();
    const fan = await createFan(t.deps);
    expect((await vote(post.id, fan, "upvote")).body.xp).toMatchObject({
      awarded: true,
      action: XP_ACTIONS.upvotePost,
      points: 2,
    });
    expect((await vote(post.id, fan, "upvote")).body.xp).toBeNull();
    await ageActivities(t.db, fan.id, 120);
    expect((await vote(post.id, fan, "upvote")).body.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect((await vote(post.id, fan, "downvote")).body.xp).toMatchObject({
      awarded: true,
      action: XP_ACTIONS.downvotePost,
      points: 1,
    });
    await ageActivities(t.db, fan.id, 120);
    await vote(post.id, fan, "upvote");
    expect((await vote(post.id, fan, "downvote")).body.xp).toEqual({ awarded: false, reason: "already_paid" });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.upvotePost)).toBe(1);
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.downvotePost)).toBe(1);
  });

  it("pays nothing for voting on your own post", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const post = await createPost(t.db, { userId: fan.id, entityType: "band", entityId: band.id });
    expect((await vote(post.id, fan, "upvote")).body).toMatchObject({ upvotes: 1, xp: null });
  });

  it("keeps each fan's vote their own", async () => {
    const post = await newPost();
    const [a, b] = [await createFan(t.deps), await createFan(t.deps)];
    await vote(post.id, a, "upvote");
    await vote(post.id, b, "upvote");
    await vote(post.id, b, "upvote");
    const rows = await t.db.select().from(postVotes).where(eq(postVotes.postId, post.id));
    expect(rows.map((row) => [row.userId, row.voteType])).toEqual([[a.id, "upvote"]]);
  });

  it("keeps the counters equal to the vote rows under many concurrent presses", async () => {
    const post = await newPost();
    const fans = await Promise.all(Array.from({ length: 10 }, () => createFan(t.deps)));
    // Each fan presses up, down and up at once: whatever order they land in, the rows decide.
    await Promise.all(fans.flatMap((fan) => ["upvote", "downvote", "upvote"].map((type) => vote(post.id, fan, type))));
    const rows = await t.db.select().from(postVotes).where(eq(postVotes.postId, post.id));
    const count = (type: string) => rows.filter((row) => row.voteType === type).length;
    expect(await counters(post.id)).toEqual({ up: count("upvote"), down: count("downvote") });
  });

  it("slows down a script flipping votes (60 a minute)", async () => {
    const post = await newPost();
    const fan = await createFan(t.deps);
    for (let i = 0; i < 60; i++) await vote(post.id, fan, "upvote");
    const over = await vote(post.id, fan, "upvote");
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe("You're voting too fast. Please wait a minute and try again.");
  });
});
