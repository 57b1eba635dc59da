import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GIF_LINK_RULE } from "@/shared/gif-url";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { createEvent, createPerson, createPost, createVenue } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

const postTo = (path: string, user: Awaited<ReturnType<typeof createFan>> | undefined, body: unknown) =>
  call(t, "POST", `/api/threads/${path}/posts`, user, body);

describe("GET /api/threads/:entityType/:entityId/posts", () => {
  it("lists a thread newest first with authors ('Anonymous' fallback), counters and no e-mail", async () => {
    const band = await createBand(t.db);
    const named = await createPerson(t.db, {
      role: "fan",
      displayName: "Riya Screams",
      avatarUrl: "/media/user-avatars/r.webp",
    });
    const nameless = await createPerson(t.db, { role: "fan", name: null });
    await createPost(t.db, {
      userId: named.id,
      entityType: "band",
      entityId: band.id,
      content: "old",
      createdAt: new Date(Date.now() - 60_000),
    });
    await createPost(t.db, { userId: nameless.id, entityType: "band", entityId: band.id, content: "new" });

    const res = await call(t, "GET", `/api/threads/band/${band.id}/posts`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: any) => p.content)).toEqual(["new", "old"]);
    expect(res.body.items[0].author).toEqual({ id: nameless.id, name: "Anonymous", avatarUrl: null });
    expect(res.body.items[1]).toMatchObject({
      author: { id: named.id, name: "Riya Screams", avatarUrl: "/media/user-avatars/r.webp" },
      category: "general",
      upvotes: 0,
      downvotes: 0,
      commentsCount: 0,
      userVote: null,
      canDelete: false,
    });
    expect(JSON.stringify(res.body)).not.toContain("@example.test");
    expect(res.body.nextCursor).toBeNull();
  });

  it("pages with a cursor, never repeating or skipping a post", async () => {
    const venue = await createVenue(t.db);
    const author = await createPerson(t.db);
    const at = new Date();
    // Same timestamp for all: the id breaks the tie.
    for (let i = 0; i < 7; i++)
      await createPost(t.db, { userId: author.id, entityType: "venue", entityId: venue.id, createdAt: at });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await call(
        t,
        "GET",
        `/api/threads/venue/${venue.id}/posts?limit=3${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...res.body.items.map((p: any) => p.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
  });

  it("shows the viewer's own vote and whether they may delete", async () => {
    const event = await createEvent(t.db);
    const fan = await createFan(t.deps);
    const post = await createPost(t.db, { userId: fan.id, entityType: "event", entityId: event.id });
    await call(t, "POST", `/api/posts/${post.id}/vote`, fan, { voteType: "downvote" });
    const mine = await call(t, "GET", `/api/threads/event/${event.id}/posts`, fan);
    expect(mine.body.items[0]).toMatchObject({ userVote: "downvote", downvotes: 1, canDelete: true });
    const other = await call(t, "GET", `/api/threads/event/${event.id}/posts`, await createFan(t.deps));
    expect(other.body.items[0]).toMatchObject({ userVote: null, downvotes: 1, canDelete: false });
    const admin = await call(t, "GET", `/api/threads/event/${event.id}/posts`, await createAdmin(t.deps));
    expect(admin.body.items[0].canDelete).toBe(true);
  });

  it("is 404 for an unknown thread kind or entity, 422 for a forged cursor", async () => {
    expect((await call(t, "GET", `/api/threads/blog/${randomUUID()}/posts`)).status).toBe(404);
    const missing = await call(t, "GET", `/api/threads/event/${randomUUID()}/posts`);
    expect(missing.body.error.message).toBe("Gig not found");
    const band = await createBand(t.db);
    expect((await call(t, "GET", `/api/threads/band/${band.id}/posts?cursor=garbage`)).status).toBe(422);
  });
});

describe("POST /api/threads/:entityType/:entityId/posts", () => {
  it("requires authentication", async () => {
    const band = await createBand(t.db);
    expect((await postTo(`band/${band.id}`, undefined, { content: "hi" })).status).toBe(401);
  });

  it("posts trimmed words with the thread's category and pays 'Post in Community'", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps, { displayName: "Kabir" });
    const res = await postTo(`band/${band.id}`, fan, { content: "  Saw them at NH7!  ", postCategory: "gossip" });
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({
      content: "Saw them at NH7!",
      category: "gossip",
      entityType: "band",
      entityId: band.id,
      author: { id: fan.id, name: "Kabir" },
      canDelete: true,
      userVote: null,
    });
    expect(res.body.xp).toMatchObject({ awarded: true, action: XP_ACTIONS.postInCommunity, points: 5 });
  });

  it("preselects the thread's first category: Buddy Up for gig chat", async () => {
    const event = await createEvent(t.db);
    const res = await postTo(`event/${event.id}`, await createFan(t.deps), { content: "Anyone from Bandra?" });
    expect(res.body.post.category).toBe("buddy");
  });

  it.each([
    ["blank words", { content: "   \n " }, "Post cannot be empty"],
    ["2001 characters", { content: "x".repeat(2001) }, "String must contain at most 2000 character(s)"],
    [
      "another thread's category",
      { content: "hi", postCategory: "amenities" },
      "Choose one of this thread's categories",
    ],
    ["a GIF from anywhere", { content: "hi", gifUrl: "https://evil.example/a.gif" }, GIF_LINK_RULE],
    [
      "an upload that does not exist",
      { content: "hi", gifUrl: "/media/fan-photos/0b9c1a2e-1111-4222-8333-944455556666.webp" },
      GIF_LINK_RULE,
    ],
  ])("refuses %s", async (_label, body, message) => {
    const band = await createBand(t.db);
    const res = await postTo(`band/${band.id}`, await createFan(t.deps), body);
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe(message);
  });

  it("accepts a Giphy GIF link", async () => {
    const band = await createBand(t.db);
    const gifUrl = "https://media.giphy.com/media/abc/giphy.gif";
    const res = await postTo(`band/${band.id}`, await createFan(t.deps), { content: "mood", gifUrl });
    expect(res.body.post.gifUrl).toBe(gifUrl);
  });

  it("limits a fan to one post per 5 seconds with a clear 429, without counting refused forms", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    expect((await postTo(`band/${band.id}`, fan, { content: " " })).status).toBe(422);
    expect((await postTo(`band/${band.id}`, fan, { content: "one" })).status).toBe(201);
    const second = await postTo(`band/${band.id}`, fan, { content: "two" });
    expect(second.status).toBe(429);
    expect(second.body.error).toEqual({
      code: "rate_limited",
      message: "You're posting too fast. Please wait a few seconds and try again.",
    });
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another fan is not slowed down by the first.
    expect((await postTo(`band/${band.id}`, await createFan(t.deps), { content: "three" })).status).toBe(201);
  });

  it("caps a fan at 30 posts an hour", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    for (let i = 0; i < 30; i++) {
      // Only the hourly window is kept between posts.
      await t.db.execute(sql`delete from rate_limits where key like 'post-burst:%'`);
      expect((await postTo(`band/${band.id}`, fan, { content: `post ${i}` })).status).toBe(201);
    }
    await t.db.execute(sql`delete from rate_limits where key like 'post-burst:%'`);
    const over = await postTo(`band/${band.id}`, fan, { content: "one too many" });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe("You've reached the limit of 30 posts an hour. Please try again later.");
  });
});

describe("GET /api/posts/:id", () => {
  it("gives the post with its band's name and genre for the thread page header", async () => {
    const band = await createBand(t.db, { name: "Parvaaz", primaryGenre: "Rock" });
    const post = await createPost(t.db, {
      userId: (await createPerson(t.db)).id,
      entityType: "band",
      entityId: band.id,
    });
    const res = await call(t, "GET", `/api/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.post.id).toBe(post.id);
    expect(res.body.thread).toEqual({ entityType: "band", entityId: band.id, name: "Parvaaz", genre: "Rock" });
  });

  it("is 'Post not found' for an unknown or malformed id", async () => {
    for (const id of [randomUUID(), "x"]) {
      const res = await call(t, "GET", `/api/posts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Post not found");
    }
  });
});

describe("DELETE /api/posts/:id", () => {
  it("lets the author delete, refuses another fan (403) and a visitor (401), and lets an admin delete any", async () => {
    const band = await createBand(t.db);
    const author = await createFan(t.deps);
    const post = await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id });
    expect((await call(t, "DELETE", `/api/posts/${post.id}`)).status).toBe(401);
    expect((await call(t, "DELETE", `/api/posts/${post.id}`, await createFan(t.deps))).status).toBe(403);
    expect((await call(t, "DELETE", `/api/posts/${post.id}`, author)).status).toBe(204);
    expect((await call(t, "GET", `/api/posts/${post.id}`)).status).toBe(404);

    const other = await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id });
    expect((await call(t, "DELETE", `/api/posts/${other.id}`, await createAdmin(t.deps))).status).toBe(204);
    expect((await call(t, "DELETE", `/api/posts/${other.id}`, author)).status).toBe(404);
  });
});
