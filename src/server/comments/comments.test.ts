import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { commentVotes, postComments, posts } from "../db/schema";
import { createPost } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { ageActivities } from "../xp/testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

type Fan = Awaited<ReturnType<typeof createFan>>;

async function newPost() {
  const band = await createBand(t.db);
  const author = await createFan(t.deps, { displayName: "Post Author" });
  return { post: await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id }), author };
}

const comment = (postId: string, user: Fan | undefined, body: Record<string, unknown>) =>
  call(t, "POST", `/api/posts/${postId}/comments`, user, body);

const commentsCount = async (postId: string) =>
  (await t.db.select({ n: posts.commentsCount }).from(posts).where(eq(posts.id, postId)))[0]!.n;

describe("POST /api/posts/:id/comments", () => {
  it("requires authentication", async () => {
    const { post } = await newPost();
    expect((await comment(post.id, undefined, { content: "hi" })).status).toBe(401);
  });

  it("refuses a comment that is blank after trimming, and unknown posts", async () => {
    const { post } = await newPost();
    const fan = await createFan(t.deps);
    const blank = await comment(post.id, fan, { content: "  \t\n" });
    expect(blank.status).toBe(422);
    expect(blank.body.error.message).toBe("Comment cannot be empty");
    expect((await comment(randomUUID(), fan, { content: "hi" })).body.error.message).toBe("Post not found");
  });

  it("adds the comment, counts it on the post and pays 'Comment on Posts'", async () => {
    const { post } = await newPost();
    const fan = await createFan(t.deps, { displayName: "Meera" });
    const res = await comment(post.id, fan, { content: " So good! " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      comment: {
        content: "So good!",
        postId: post.id,
        parentId: null,
        replyTo: null,
        author: { name: "Meera" },
        canDelete: true,
      },
      commentsCount: 1,
      xp: { awarded: true, action: XP_ACTIONS.commentOnPosts, points: 3 },
    });
    expect(await commentsCount(post.id)).toBe(1);
  });

  it("nests replies one level and addresses them to the replied fan", async () => {
    const { post } = await newPost();
    const [a, b, c] = [
      await createFan(t.deps, { displayName: "Asha" }),
      await createFan(t.deps, { displayName: "Bo" }),
      await createFan(t.deps),
    ];
    const top = (await comment(post.id, a, { content: "top" })).body.comment;
    const reply = (await comment(post.id, b, { content: "reply", parentId: top.id })).body.comment;
    expect(reply).toMatchObject({ parentId: top.id, replyTo: { id: a.id, name: "Asha" } });
    // Answering a reply files under the same top-level comment, addressed to the reply's author.
    const deeper = (await comment(post.id, c, { content: "deeper", parentId: reply.id })).body.comment;
    expect(deeper).toMatchObject({ parentId: top.id, replyTo: { id: b.id, name: "Bo" } });
  });

  it("refuses replying to a comment of another post", async () => {
    const first = await newPost();
    const second = await newPost();
    const fan = await createFan(t.deps);
    const elsewhere = (await comment(first.post.id, fan, { content: "x" })).body.comment;
    await resetRateLimits(t.db);
    const res = await comment(second.post.id, fan, { content: "y", parentId: elsewhere.id });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("That is not a comment you can reply to.");
  });

  it("limits a fan to one comment per 3 seconds", async () => {
    const { post } = await newPost();
    const fan = await createFan(t.deps);
    await comment(post.id, fan, { content: "one" });
    const second = await comment(post.id, fan, { content: "two" });
    expect(second.status).toBe(429);
    expect(second.body.error.message).toBe("You're commenting too fast. Please wait a few seconds and try again.");
  });

  it("keeps comments_count exact when many fans comment at once", async () => {
    const { post } = await newPost();
    const fans = await Promise.all(Array.from({ length: 10 }, () => createFan(t.deps)));
    await Promise.all(fans.map((fan, i) => comment(post.id, fan, { content: `c${i}` })));
    expect(await commentsCount(post.id)).toBe(10);
  });
});

describe("GET /api/posts/:id/comments", () => {
  it("lists oldest first with votes, the viewer's vote and reply names", async () => {
    const { post } = await newPost();
    const [a, b] = [await createFan(t.deps, { displayName: "Asha" }), await createFan(t.deps)];
    const first = (await comment(post.id, a, { content: "first" })).body.comment;
    await comment(post.id, b, { content: "second", parentId: first.id });
    await call(t, "POST", `/api/comments/${first.id}/vote`, b, { voteType: "upvote" });

    const res = await call(t, "GET", `/api/posts/${post.id}/comments`, b);
    expect(res.body.items.map((c: any) => c.content)).toEqual(["first", "second"]);
    expect(res.body.items[0]).toMatchObject({ upvotes: 1, userVote: "upvote", canDelete: false });
    expect(res.body.items[1]).toMatchObject({ replyTo: { name: "Asha" }, canDelete: true });
    const visitor = await call(t, "GET", `/api/posts/${post.id}/comments`);
    expect(visitor.body.items[0].userVote).toBeNull();
    expect(JSON.stringify(visitor.body)).not.toContain("@example.test");
  });

  it("is 'Post not found' for an unknown post", async () => {
    expect((await call(t, "GET", `/api/posts/${randomUUID()}/comments`)).status).toBe(404);
  });
});

describe("GET /api/comments/:id", () => {
  it("gives one comment with the viewer's vote, and 404 for an unknown one", async () => {
    const { post } = await newPost();
    const fan = await createFan(t.deps);
    const c = (await comment(post.id, fan, { content: "solo" })).body.comment;
    await call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: "upvote" });
    expect((await call(t, "GET", `/api/comments/${c.id}`, fan)).body.comment).toMatchObject({
      content: "solo",
      userVote: "upvote",
      canDelete: true,
    });
    expect((await call(t, "GET", `/api/comments/${c.id}`)).body.comment).toMatchObject({
      userVote: null,
      canDelete: false,
    });
    expect((await call(t, "GET", `/api/comments/${randomUUID()}`)).status).toBe(404);
  });
});

describe("DELETE /api/comments/:id", () => {
  it("lets the author and an admin delete, not another fan; replies go with their comment", async () => {
    const { post } = await newPost();
    const [a, b] = [await createFan(t.deps), await createFan(t.deps)];
    const top = (await comment(post.id, a, { content: "top" })).body.comment;
    await comment(post.id, b, { content: "reply", parentId: top.id });
    await resetRateLimits(t.db);
    const lone = (await comment(post.id, b, { content: "lone" })).body.comment;
    expect(await commentsCount(post.id)).toBe(3);

    expect((await call(t, "DELETE", `/api/comments/${top.id}`)).status).toBe(401);
    expect((await call(t, "DELETE", `/api/comments/${top.id}`, b)).status).toBe(403);
    expect((await call(t, "DELETE", `/api/comments/${top.id}`, a)).body).toEqual({ postId: post.id, commentsCount: 1 });
    expect((await call(t, "DELETE", `/api/comments/${lone.id}`, await createAdmin(t.deps))).body.commentsCount).toBe(0);
    expect((await call(t, "DELETE", `/api/comments/${lone.id}`, b)).status).toBe(404);
  });
});

describe("POST /api/comments/:id/vote", () => {
  it("toggles like post votes and pays the first of each kind once per comment", async () => {
    const { post, author } = await newPost();
    const c = (await comment(post.id, author, { content: "vote me" })).body.comment;
    const fan = await createFan(t.deps);
    const press = (type: string) => call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: type });
    expect((await call(t, "POST", `/api/comments/${c.id}/vote`, undefined, { voteType: "upvote" })).status).toBe(401);
    expect((await press("upvote")).body).toMatchObject({ upvotes: 1, userVote: "upvote", xp: { awarded: true } });
    expect((await press("downvote")).body).toMatchObject({
      upvotes: 0,
      downvotes: 1,
      userVote: "downvote",
      xp: { awarded: true },
    });
    expect((await press("downvote")).body).toMatchObject({ downvotes: 0, userVote: null, xp: null });
    await ageActivities(t.db, fan.id, 120);
    expect((await press("upvote")).body.xp).toEqual({ awarded: false, reason: "already_paid" });
  });

  it("refuses a bad vote and an unknown comment, and pays nothing for voting on your own comment", async () => {
    const { post, author } = await newPost();
    const c = (await comment(post.id, author, { content: "mine" })).body.comment;
    const fan = await createFan(t.deps);
    const bad = await call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: "love" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.voteType).toEqual(["voteType must be upvote or downvote"]);
    const unknown = await call(t, "POST", `/api/comments/${randomUUID()}/vote`, fan, { voteType: "upvote" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("Comment not found");
    const own = await call(t, "POST", `/api/comments/${c.id}/vote`, author, { voteType: "upvote" });
    expect(own.body).toMatchObject({ upvotes: 1, userVote: "upvote", xp: null });
  });

  it("keeps a comment's counters equal to its vote rows when many fans vote at once", async () => {
    const { post, author } = await newPost();
    const c = (await comment(post.id, author, { content: "popular" })).body.comment;
    const fans = await Promise.all(Array.from({ length: 8 }, () => createFan(t.deps)));
    // Each fan presses up twice (a double tap: added, then removed) or down once, all at the same time.
    await Promise.all(
      fans.flatMap((fan, i) =>
        i % 2 === 0
          ? [
              call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: "upvote" }),
              call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: "upvote" }),
            ]
          : [call(t, "POST", `/api/comments/${c.id}/vote`, fan, { voteType: "downvote" })],
      ),
    );
    const [row] = await t.db.select().from(postComments).where(eq(postComments.id, c.id));
    const votes = await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, c.id));
    expect(row!.upvotes).toBe(votes.filter((v) => v.voteType === "upvote").length);
    expect(row!.downvotes).toBe(votes.filter((v) => v.voteType === "downvote").length);
    expect(row!.downvotes).toBe(4);
    expect(row!.upvotes).toBe(0);
  });
});
