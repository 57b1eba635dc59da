import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ALREADY_REPORTED } from "@/shared/contract/reports";
import { REMOVED_NOTICE } from "@/shared/moderation";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { addFanPhoto, createBand } from "../bands/testing";
import { adminAuditLog, contentReports, postComments, posts } from "../db/schema";
import { createPost } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";
import { OWN_ITEM } from "./service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

beforeEach(() => resetRateLimits(t.db));

const report = (user: TestUser | undefined, targetType: string, targetId: string, reason = "spam", details?: string) =>
  call(t, "POST", "/api/reports", user, { targetType, targetId, reason, ...(details ? { details } : {}) });

async function bandPost(content = "Buy followers at spam.example") {
  const band = await createBand(t.db);
  const author = await createFan(t.deps);
  const post = await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id, content });
  return { band, author, post };
}

describe("POST /api/reports", () => {
  it("is 401 for a visitor and 201 for a fan, the author's own item refused (422), an admin may report", async () => {
    const { author, post } = await bandPost();
    expect((await report(undefined, "post", post.id)).status).toBe(401);
    const filed = await report(await createFan(t.deps), "post", post.id, "abuse");
    expect(filed.status).toBe(201);
    expect(filed.body.report).toMatchObject({ targetType: "post", targetId: post.id });
    const own = await report(author, "post", post.id);
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe(OWN_ITEM);
    expect((await report(await createAdmin(t.deps), "post", post.id)).status).toBe(201);
  });

  it("takes comments and fan photos too, and is 404 for an item that does not exist", async () => {
    const { band, post } = await bandPost();
    const fan = await createFan(t.deps);
    const [comment] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: (await createFan(t.deps)).id, content: "rude words" })
      .returning();
    const photo = await addFanPhoto(t.db, { userId: (await createFan(t.deps)).id, bandId: band.id });
    expect((await report(fan, "comment", comment!.id, "harassment")).status).toBe(201);
    expect((await report(fan, "photo", photo.id, "other", "Not from this gig")).status).toBe(201);
    const missing = await report(fan, "post", randomUUID());
    expect(missing.status).toBe(404);
  });

  it("allows one report per member per item: the second is 409 with a clear message", async () => {
    const { post } = await bandPost();
    const fan = await createFan(t.deps);
    expect((await report(fan, "post", post.id)).status).toBe(201);
    const again = await report(fan, "post", post.id, "abuse");
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: "already_reported", message: ALREADY_REPORTED });
  });

  it("asks for words with 'other' and refuses unknown reasons (422)", async () => {
    const { post } = await bandPost();
    const fan = await createFan(t.deps);
    const bare = await report(fan, "post", post.id, "other");
    expect(bare.status).toBe(422);
    expect(bare.body.error.message).toBe("Please tell us what is wrong.");
    expect((await report(fan, "post", post.id, "boring")).status).toBe(422);
    expect((await report(fan, "thread", post.id)).status).toBe(422);
  });

  it("caps a member at 20 reports a day (429)", async () => {
    const fan = await createFan(t.deps);
    for (let i = 0; i < 20; i++) {
      const { post } = await bandPost(`post ${i}`);
      expect((await report(fan, "post", post.id)).status).toBe(201);
    }
    const { post } = await bandPost();
    const over = await report(fan, "post", post.id);
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe("You've reached the limit of 20 reports a day. Please try again tomorrow.");
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("hides an item reported by 5 different members until an admin decides, with an audit row", async () => {
    const { band, author, post } = await bandPost("Secret spam words");
    for (let i = 0; i < 4; i++) await report(await createFan(t.deps), "post", post.id);
    const [before] = await t.db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, post.id));
    expect(before!.hiddenAt).toBeNull();
    await report(await createFan(t.deps), "post", post.id);
    const [after] = await t.db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, post.id));
    expect(after!.hiddenAt).not.toBeNull();
    const audit = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entityId, post.id), eq(adminAuditLog.action, "post.auto_hide")));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBeNull();

    // Visitors and other fans get the notice's flag and no words, in the thread and the post's page.
    const stranger = await createFan(t.deps);
    for (const viewer of [undefined, stranger]) {
      const thread = await call(t, "GET", `/api/threads/band/${band.id}/posts`, viewer);
      expect(thread.body.items[0]).toMatchObject({ id: post.id, removed: true, content: "", gifUrl: null });
      const page = await call(t, "GET", `/api/posts/${post.id}`, viewer);
      expect(page.body.post).toMatchObject({ removed: true, content: "" });
      expect(JSON.stringify([thread.body, page.body])).not.toContain("Secret spam words");
    }
    // Its author and admins still read it, marked removed.
    for (const viewer of [author, await createAdmin(t.deps)]) {
      const page = await call(t, "GET", `/api/posts/${post.id}`, viewer);
      expect(page.body.post).toMatchObject({ removed: true, content: "Secret spam words" });
    }
    expect(REMOVED_NOTICE).toBe("This post was removed by a moderator.");
  });

  it("counts one member once: five reports need five members", async () => {
    const { post } = await bandPost();
    const fan = await createFan(t.deps);
    await report(fan, "post", post.id);
    await report(fan, "post", post.id, "abuse");
    const rows = await t.db.select().from(contentReports).where(eq(contentReports.targetId, post.id));
    expect(rows).toHaveLength(1);
  });
});
