import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MALICIOUS_CONTENT as CORPUS } from "@/shared/testing/malicious-content";
import { createFan } from "../auth/testing";
import { createBand } from "../bands/testing";
import { call, resetRateLimits, upload } from "../participation/testing";
import { REALTIME_CHANNEL } from "../realtime/notify";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

describe("malicious content", () => {
  it.each(CORPUS)("stores and returns %j verbatim, as text", async (content) => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const created = await call(t, "POST", `/api/threads/band/${band.id}/posts`, fan, { content });
    expect(created.status).toBe(201);
    expect(created.body.post.content).toBe(content);
    const listed = await call(t, "GET", `/api/threads/band/${band.id}/posts`);
    expect(listed.body.items[0].content).toBe(content);
    // JSON, never HTML: a browser given this response cannot render the markup.
    expect(listed.headers.get("content-type")).toContain("application/json");
    const reply = await call(t, "POST", `/api/posts/${created.body.post.id}/comments`, fan, { content });
    expect(reply.body.comment.content).toBe(content);
  });
});

describe("POST /api/threads/gifs", () => {
  const gif = () =>
    sharp({ create: { width: 600, height: 300, channels: 3, background: "#7c3aed" } })
      .gif()
      .toBuffer()
      .then((buffer) => new Blob([Uint8Array.from(buffer)], { type: "image/gif" }));

  it("requires authentication", async () => {
    expect((await upload(t, "/api/threads/gifs", undefined, await gif(), "a.gif")).status).toBe(401);
  });

  it("stores a GIF as an animated WebP of ours, 480 wide, usable as a post's gifUrl", async () => {
    const fan = await createFan(t.deps);
    const res = await upload(t, "/api/threads/gifs", fan, await gif(), "reaction.gif");
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 480, height: 240 });
    expect(res.body.url).toMatch(/^\/media\/fan-photos\/[0-9a-f-]{36}\.webp$/);
    const band = await createBand(t.db);
    const post = await call(t, "POST", `/api/threads/band/${band.id}/posts`, fan, {
      content: "lol",
      gifUrl: res.body.url,
    });
    expect(post.body.post.gifUrl).toBe(res.body.url);
  });

  it("refuses a file that is not a GIF by its bytes, whatever its name says", async () => {
    const fan = await createFan(t.deps);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const res = await upload(
      t,
      "/api/threads/gifs",
      fan,
      new Blob([Uint8Array.from(png)], { type: "image/gif" }),
      "fake.gif",
    );
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe("Please choose a GIF file.");
  });

  it("refuses a GIF over 5 MB with 413", async () => {
    const fan = await createFan(t.deps);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
    const res = await upload(t, "/api/threads/gifs", fan, new Blob([big], { type: "image/gif" }), "big.gif");
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe("GIFs must be 5 MB or smaller.");
  });
});

describe("live thread events", () => {
  it("announces new posts, votes and comment counts on the thread's topic, at commit", async () => {
    const band = await createBand(t.db);
    const fan = await createFan(t.deps);
    const heard: { topic: string; event: string; data: Record<string, unknown> }[] = [];
    const stop = await t.deps.db.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      const post = (await call(t, "POST", `/api/threads/band/${band.id}/posts`, fan, { content: "live" })).body.post;
      await call(t, "POST", `/api/posts/${post.id}/vote`, fan, { voteType: "upvote" });
      await call(t, "POST", `/api/posts/${post.id}/comments`, fan, { content: "c" });
      await expect
        .poll(() => heard.filter((m) => m.topic === `thread:band:${band.id}`).map((m) => m.event))
        .toEqual(["post-created", "post-votes", "post-comments"]);
      const thread = heard.filter((m) => m.topic === `thread:band:${band.id}`);
      expect(thread[0]!.data).toEqual({ postId: post.id });
      expect(thread[1]!.data).toEqual({ postId: post.id, upvotes: 1, downvotes: 0 });
      expect(thread[2]!.data).toEqual({ postId: post.id, commentsCount: 1 });
      expect(heard.some((m) => m.topic === `thread:post:${post.id}` && m.event === "comment-created")).toBe(true);
    } finally {
      await stop();
    }
  });
});
