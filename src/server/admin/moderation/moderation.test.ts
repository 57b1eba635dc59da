import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAdmin, createFan, type TestUser } from "../../auth/testing";
import { addFanPhoto, createBand } from "../../bands/testing";
import { adminAuditLog, contentReports, memberSuspensions, postComments, posts, sessions } from "../../db/schema";
import { createPost } from "../../events/testing";
import { call, resetRateLimits } from "../../participation/testing";
import { REALTIME_CHANNEL } from "../../realtime/notify";
import { createTestApp, type TestApp } from "../../test";
import { CANNOT_SUSPEND_ADMIN } from "./service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

beforeEach(() => resetRateLimits(t.db));

const auditOf = (entityId: string, action: string) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.entityId, entityId), eq(adminAuditLog.action, action)));

async function reportedPost(reporters = 2, content = "Spammy words") {
  const band = await createBand(t.db, { name: `Parvaaz ${randomUUID().slice(0, 4)}` });
  const author = await createFan(t.deps, { displayName: "Loud Author" });
  const post = await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id, content });
  for (let i = 0; i < reporters; i++) {
    const res = await call(t, "POST", "/api/reports", await createFan(t.deps), {
      targetType: "post",
      targetId: post.id,
      reason: i === 0 ? "other" : "spam",
      details: i === 0 ? "Link farm" : undefined,
    });
    expect(res.status).toBe(201);
  }
  return { band, author, post };
}

const decide = (user: TestUser | undefined, targetId: string, decision: string, targetType = "post") =>
  call(t, "POST", "/api/admin/reports/decisions", user, { targetType, targetId, decision });

describe("GET /api/admin/reports", () => {
  it("is 401 for a visitor, 403 for a fan and the author, 200 for an admin with each item in context", async () => {
    const { band, author, post } = await reportedPost(2);
    expect((await call(t, "GET", "/api/admin/reports")).status).toBe(401);
    expect((await call(t, "GET", "/api/admin/reports", await createFan(t.deps))).status).toBe(403);
    expect((await call(t, "GET", "/api/admin/reports", author)).status).toBe(403);
    const res = await call(t, "GET", "/api/admin/reports", await createAdmin(t.deps));
    expect(res.status).toBe(200);
    const item = res.body.items.find((i: any) => i.targetId === post.id);
    expect(item).toMatchObject({
      targetType: "post",
      text: "Spammy words",
      author: { id: author.id, name: "Loud Author", suspension: null },
      where: { label: `Band: ${band.name}`, href: `/bands/${band.id}` },
      href: `/post/${post.id}`,
      hidden: false,
      openReports: 2,
    });
    expect(item.reasons).toEqual([
      { reason: "spam", count: 1 },
      { reason: "other", count: 1 },
    ]);
    expect(item.reports.map((r: any) => r.details)).toContain("Link farm");
  });

  it("lists reported comments and photos with where they were posted", async () => {
    const { band, post } = await reportedPost(0);
    const [comment] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: (await createFan(t.deps)).id, content: "mean reply" })
      .returning();
    const photo = await addFanPhoto(t.db, { userId: (await createFan(t.deps)).id, bandId: band.id });
    const fan = await createFan(t.deps);
    await call(t, "POST", "/api/reports", fan, { targetType: "comment", targetId: comment!.id, reason: "harassment" });
    await call(t, "POST", "/api/reports", fan, { targetType: "photo", targetId: photo.id, reason: "abuse" });
    const res = await call(t, "GET", "/api/admin/reports", await createAdmin(t.deps));
    expect(res.body.items.find((i: any) => i.targetId === comment!.id)).toMatchObject({
      text: "mean reply",
      href: `/post/${post.id}`,
      where: { href: `/bands/${band.id}` },
    });
    expect(res.body.items.find((i: any) => i.targetId === photo.id)).toMatchObject({
      text: null,
      imageUrl: photo.imageUrl,
      href: `/bands/${band.id}`,
    });
  });
});

describe("POST /api/admin/reports/decisions", () => {
  it("is 401 for a visitor, 403 for a fan and the author; an admin hides, restores and dismisses, each audited", async () => {
    const { band, author, post } = await reportedPost(3, "Hide these words");
    const admin = await createAdmin(t.deps);
    expect((await decide(undefined, post.id, "hide")).status).toBe(401);
    expect((await decide(await createFan(t.deps), post.id, "hide")).status).toBe(403);
    expect((await decide(author, post.id, "hide")).status).toBe(403);

    const hidden = await decide(admin, post.id, "hide");
    expect(hidden.status).toBe(200);
    expect(hidden.body.item).toMatchObject({ hidden: true, openReports: 0 });
    expect(await auditOf(post.id, "post.hide")).toHaveLength(1);
    const decided = await t.db.select().from(contentReports).where(eq(contentReports.targetId, post.id));
    expect(decided.every((r) => r.decision === "hidden")).toBe(true);
    // Votes and replies stay; readers get the notice's flag without the words.
    const thread = await call(t, "GET", `/api/threads/band/${band.id}/posts`, await createFan(t.deps));
    expect(thread.body.items[0]).toMatchObject({ id: post.id, removed: true, content: "" });
    // The hidden item stays in the tab, for 'Restore'.
    const listed = await call(t, "GET", "/api/admin/reports", admin);
    expect(listed.body.items.find((i: any) => i.targetId === post.id)).toMatchObject({ hidden: true });

    const restored = await decide(admin, post.id, "restore");
    expect(restored.body.item.hidden).toBe(false);
    expect(await auditOf(post.id, "post.restore")).toHaveLength(1);
    const back = await call(t, "GET", `/api/threads/band/${band.id}/posts`);
    expect(back.body.items[0]).toMatchObject({ removed: false, content: "Hide these words" });
  });

  it("dismiss closes the reports and shows an auto-hidden item again", async () => {
    const { post } = await reportedPost(5);
    const [auto] = await t.db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, post.id));
    expect(auto!.hiddenAt).not.toBeNull();
    const res = await decide(await createAdmin(t.deps), post.id, "dismiss");
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ hidden: false, openReports: 0 });
    expect(await auditOf(post.id, "post.dismiss")).toHaveLength(1);
    const listed = await call(t, "GET", "/api/admin/reports", await createAdmin(t.deps));
    expect(listed.body.items.some((i: any) => i.targetId === post.id)).toBe(false);
  });

  it("tells open copies of the thread and the post's page at commit, with ids only", async () => {
    const { band, post } = await reportedPost(1, "Live hidden words");
    const heard: { topic: string; event: string; data: Record<string, unknown> }[] = [];
    const stop = await t.deps.db.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
    try {
      await decide(await createAdmin(t.deps), post.id, "hide");
      await expect
        .poll(() => heard.filter((m) => m.event === "post-moderated").map((m) => m.topic))
        .toEqual([`thread:band:${band.id}`, `thread:post:${post.id}`]);
      expect(JSON.stringify(heard)).not.toContain("Live hidden words");
    } finally {
      await stop();
    }
  });

  it("is 404 for an item that is gone and 422 for an unknown decision", async () => {
    const admin = await createAdmin(t.deps);
    expect((await decide(admin, randomUUID(), "hide")).status).toBe(404);
    expect((await decide(admin, randomUUID(), "burn")).status).toBe(422);
  });

  it("hides a comment for everyone but its author and admins, and a photo leaves Fan Pics", async () => {
    const { band, post } = await reportedPost(0);
    const commenter = await createFan(t.deps);
    const [comment] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: commenter.id, content: "nasty comment" })
      .returning();
    const photo = await addFanPhoto(t.db, { userId: commenter.id, bandId: band.id });
    const admin = await createAdmin(t.deps);
    expect((await decide(admin, comment!.id, "hide", "comment")).status).toBe(200);
    expect((await decide(admin, photo.id, "hide", "photo")).status).toBe(200);
    const other = await call(t, "GET", `/api/posts/${post.id}/comments`);
    expect(other.body.items[0]).toMatchObject({ removed: true, content: "" });
    expect(JSON.stringify(other.body)).not.toContain("nasty comment");
    const own = await call(t, "GET", `/api/posts/${post.id}/comments`, commenter);
    expect(own.body.items[0]).toMatchObject({ removed: true, content: "nasty comment" });
    const photos = await call(t, "GET", `/api/bands/${band.id}/photos`);
    expect(photos.body.items).toEqual([]);
  });
});

describe("admin deletes leave an audit row", () => {
  it("records an admin's delete of someone's post and comment, not an author's own", async () => {
    const { post } = await reportedPost(0);
    const admin = await createAdmin(t.deps);
    const commenter = await createFan(t.deps);
    const [comment] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: commenter.id, content: "x" })
      .returning();
    const [own] = await t.db
      .insert(postComments)
      .values({ postId: post.id, userId: commenter.id, content: "y" })
      .returning();
    expect((await call(t, "DELETE", `/api/comments/${own!.id}`, commenter)).status).toBe(200);
    expect(await auditOf(own!.id, "comment.delete")).toHaveLength(0);
    expect((await call(t, "DELETE", `/api/comments/${comment!.id}`, admin)).status).toBe(200);
    expect(await auditOf(comment!.id, "comment.delete")).toHaveLength(1);
    expect((await call(t, "DELETE", `/api/posts/${post.id}`, admin)).status).toBe(204);
    const [row] = await auditOf(post.id, "post.delete");
    expect(row).toMatchObject({ actorId: admin.id, entityType: "post" });
  });
});

describe("PUT/DELETE /api/admin/members/:id/suspension", () => {
  const PASSWORD = "violet-tabla-42";
  const origin = () => new URL(t.env.APP_URL).origin;
  const signIn = (email: string) =>
    t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: origin() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });

  it("is 401 for a visitor, 403 for a fan and the member; an admin suspends, revoking sessions; lift lets them back", async () => {
    const email = `suspend-${randomUUID().slice(0, 8)}@example.test`;
    const signUp = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: origin() },
      body: JSON.stringify({ email, password: PASSWORD, name: "Soon Suspended" }),
    });
    expect(signUp.status).toBe(200);
    const first = await signIn(email);
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!;
    const me = (await first.json()) as { user: { id: string } };
    const memberId = me.user.id;
    const member = { headers: { cookie, origin: origin() } } as unknown as TestUser;
    const path = `/api/admin/members/${memberId}/suspension`;

    expect((await call(t, "PUT", path, undefined, { duration: "7d" })).status).toBe(401);
    expect((await call(t, "PUT", path, await createFan(t.deps), { duration: "7d" })).status).toBe(403);
    expect((await call(t, "PUT", path, member, { duration: "7d" })).status).toBe(403);

    const admin = await createAdmin(t.deps);
    const res = await call(t, "PUT", path, admin, { duration: "7d" });
    expect(res.status).toBe(200);
    const until = new Date(res.body.suspension.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await auditOf(memberId, "member.suspend")).toHaveLength(1);

    // Every session is gone at once: the old cookie is a visitor's now.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, memberId))).toEqual([]);
    expect((await call(t, "POST", "/api/reports", member, {})).status).toBe(401);
    // Sign-in is refused with a message naming until when.
    const refused = await signIn(email);
    expect(refused.status).toBe(403);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("account_suspended");
    expect(body.error.message).toMatch(/^Your account is suspended until \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./);
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("session_token=");

    // Permanently: the message says so.
    await call(t, "PUT", path, admin, { duration: "permanent" });
    const permanent = (await (await signIn(email)).json()) as { error: { message: string } };
    expect(permanent.error.message).toBe("Your account has been suspended permanently.");

    // Lift: 401/403 for others, 204 for an admin, audited, and sign-in works again.
    expect((await call(t, "DELETE", path)).status).toBe(401);
    expect((await call(t, "DELETE", path, await createFan(t.deps))).status).toBe(403);
    expect((await call(t, "DELETE", path, admin)).status).toBe(204);
    expect(await auditOf(memberId, "member.lift")).toHaveLength(1);
    expect(await t.db.select().from(memberSuspensions).where(eq(memberSuspensions.userId, memberId))).toEqual([]);
    expect((await signIn(email)).status).toBe(200);
  });

  it("lets an ended suspension go by itself, refuses to suspend an admin, 404 for no such member, 422 for a bad duration", async () => {
    const fan = await createFan(t.deps);
    await t.db.insert(memberSuspensions).values({ userId: fan.id, until: new Date(Date.now() - 1000) });
    const admin = await createAdmin(t.deps);
    const other = await createAdmin(t.deps);
    const refused = await call(t, "PUT", `/api/admin/members/${other.id}/suspension`, admin, { duration: "1d" });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(CANNOT_SUSPEND_ADMIN);
    expect(
      (await call(t, "PUT", `/api/admin/members/${randomUUID()}/suspension`, admin, { duration: "1d" })).status,
    ).toBe(404);
    expect((await call(t, "PUT", `/api/admin/members/${fan.id}/suspension`, admin, { duration: "2d" })).status).toBe(
      422,
    );
    // The report tab names a suspended author's end date.
    const { post } = await reportedPost(1);
    const [row] = await t.db.select({ userId: posts.userId }).from(posts).where(eq(posts.id, post.id));
    await call(t, "PUT", `/api/admin/members/${row!.userId}/suspension`, admin, { duration: "30d" });
    const listed = await call(t, "GET", "/api/admin/reports", admin);
    expect(listed.body.items.find((i: any) => i.targetId === post.id).author.suspension.until).toEqual(
      expect.any(String),
    );
  });
});
