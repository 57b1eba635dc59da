import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "@/shared/contract/define";
import type { NotificationItem } from "@/shared/contract/notifications";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createSubmission } from "../admin/testing";
import { createAdmin, createFan, jsonRequest, type TestUser } from "../auth/testing";
import { createBand } from "../bands/testing";
import { notifications, posts } from "../db/schema";
import { createPost } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { REALTIME_CHANNEL } from "../realtime/notify";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";
import { insertFans } from "../xp/testing";
import { notify } from "./write";

let t: TestApp;
const heard: { topic: string; event: string }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.listen(REALTIME_CHANNEL, (payload) => heard.push(JSON.parse(payload)));
});
beforeEach(() => resetRateLimits(t.db));

async function list(user: TestUser, query = ""): Promise<Page<NotificationItem>> {
  const res = await t.app.request(`/api/notifications${query}`, { headers: user.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Page<NotificationItem>;
}
async function unread(user: TestUser): Promise<number> {
  const res = await t.app.request("/api/notifications/unread-count", { headers: user.headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { unread: number }).unread;
}
const post = (path: string, user?: TestUser) => t.app.request(path, jsonRequest("POST", undefined, user));

async function newPost(author: TestUser) {
  const band = await createBand(t.db);
  return createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id });
}
let said = 0;
const comment = (postId: string, user: TestUser, body: Record<string, unknown> = {}) =>
  call(t, "POST", `/api/posts/${postId}/comments`, user, { content: `Loved this! ${++said}`, ...body });

describe("reading and marking", () => {
  it("requires authentication", async () => {
    expect((await t.app.request("/api/notifications")).status).toBe(401);
    expect((await t.app.request("/api/notifications/unread-count")).status).toBe(401);
    expect((await post("/api/notifications/read-all")).status).toBe(401);
    expect((await post(`/api/notifications/${crypto.randomUUID()}/read`)).status).toBe(401);
  });

  it("shows a fan only their own notifications; another's id is a 404, a bad id too", async () => {
    const [fan, other] = [await createFan(t.deps), await createFan(t.deps)];
    await notify(t.db, { userId: fan.id, kind: "level_up", data: { level: 3 }, href: `/profile/${fan.id}` });
    const mine = await list(fan);
    expect(mine.items).toEqual([
      expect.objectContaining({ kind: "level_up", message: "You reached level 3", read: false, actor: null }),
    ]);
    expect((await list(other)).items).toEqual([]);
    expect(await unread(other)).toBe(0);
    const id = mine.items[0]!.id;
    expect((await post(`/api/notifications/${id}/read`, other)).status).toBe(404);
    expect((await post("/api/notifications/not-a-uuid/read", fan)).status).toBe(404);
    expect((await post(`/api/notifications/${crypto.randomUUID()}/read`, fan)).status).toBe(404);
    expect(await unread(fan)).toBe(1);
  });

  it("pages newest first, marks one read, then all, for any role", async () => {
    const admin = await createAdmin(t.deps);
    for (const level of [2, 3, 4]) {
      await notify(t.db, { userId: admin.id, kind: "level_up", data: { level }, href: null });
      await t.db.execute(sql`select pg_sleep(0.002)`);
    }
    const first = await list(admin, "?limit=2");
    expect(first.items.map((i) => i.message)).toEqual(["You reached level 4", "You reached level 3"]);
    const second = await list(admin, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((i) => i.message)).toEqual(["You reached level 2"]);
    expect(second.nextCursor).toBeNull();
    expect((await t.app.request("/api/notifications?cursor=junk", { headers: admin.headers })).status).toBe(422);

    const read = await post(`/api/notifications/${first.items[0]!.id}/read`, admin);
    expect(await read.json()).toEqual({ unread: 2 });
    expect((await list(admin)).items.map((i) => i.read)).toEqual([true, false, false]);
    const all = await post("/api/notifications/read-all", admin);
    expect(await all.json()).toEqual({ unread: 0 });
    expect(await unread(admin)).toBe(0);
  });

  it("keeps the unread count exact under 100 concurrent events for one fan", { timeout: 120_000 }, async () => {
    const fan = await createFan(t.deps);
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        t.db.transaction((tx) => notify(tx, { userId: fan.id, kind: "level_up", data: { level: i }, href: null })),
      ),
    );
    expect(await unread(fan)).toBe(100);
  });

  it("tells the fan's open tabs at commit, on their private topic only", async () => {
    const fan = await createFan(t.deps);
    await notify(t.db, { userId: fan.id, kind: "level_up", data: { level: 2 }, href: null });
    await expect.poll(() => heard.some((m) => m.topic === `user:${fan.id}` && m.event === "notifications")).toBe(true);
  });

  it("keeps at most 1,000 per fan, dropping the oldest", { timeout: 60_000 }, async () => {
    const fan = await createFan(t.deps);
    await t.db.execute(sql`
      insert into notifications (user_id, kind, data, latest_at)
      select ${fan.id}, 'level_up', jsonb_build_object('level', i), now() - make_interval(mins => 2000 - i)
      from generate_series(1, 1000) i`);
    await notify(t.db, { userId: fan.id, kind: "level_up", data: { level: 5000 }, href: null });
    const rows = await t.db
      .select({ data: notifications.data })
      .from(notifications)
      .where(eq(notifications.userId, fan.id));
    expect(rows).toHaveLength(1000);
    expect(rows.some((r) => r.data.level === 1)).toBe(false);
    expect(rows.some((r) => r.data.level === 5000)).toBe(true);
  });
});

describe("comments and replies", () => {
  it("tells the post's author of a comment, grouping several into one line, never of their own", async () => {
    const author = await createFan(t.deps);
    const p = await newPost(author);
    const ananya = await createFan(t.deps, { displayName: "Ananya" });
    await comment(p.id, author);
    expect(await unread(author)).toBe(0);
    for (const by of [await createFan(t.deps), await createFan(t.deps), ananya]) {
      expect((await comment(p.id, by)).status).toBe(201);
    }
    const { items } = await list(author);
    expect(items).toEqual([
      expect.objectContaining({
        kind: "post_comment",
        message: "Ananya and 2 others commented on your post",
        href: `/post/${p.id}`,
        actor: expect.objectContaining({ name: "Ananya" }),
      }),
    ]);
    expect(await unread(author)).toBe(1);
    // Once read, the next comment starts a new line.
    await post("/api/notifications/read-all", author);
    await resetRateLimits(t.db);
    expect((await comment(p.id, ananya)).status).toBe(201);
    expect((await list(author)).items.map((i) => i.message)).toEqual([
      "Ananya commented on your post",
      "Ananya and 2 others commented on your post",
    ]);
  });

  it("tells the answered fan of a reply, and the post's author of the comment", async () => {
    const author = await createFan(t.deps);
    const p = await newPost(author);
    const first = await createFan(t.deps);
    const replier = await createFan(t.deps, { displayName: "Rohan" });
    const top = await comment(p.id, first);
    expect((await comment(p.id, replier, { parentId: top.body.comment.id })).status).toBe(201);
    expect((await list(first)).items).toEqual([
      expect.objectContaining({
        kind: "comment_reply",
        message: "Rohan replied to your comment",
        href: `/post/${p.id}`,
      }),
    ]);
    // A reply to the author's own comment tells them once, as a reply.
    const own = await comment(p.id, author);
    await post("/api/notifications/read-all", author);
    await resetRateLimits(t.db);
    expect((await comment(p.id, replier, { parentId: own.body.comment.id })).status).toBe(201);
    expect((await list(author)).items.filter((i) => !i.read).map((i) => i.kind)).toEqual(["comment_reply"]);
  });

  it("respects the fan's in-app switch for the kind", async () => {
    const author = await createFan(t.deps);
    const p = await newPost(author);
    await t.db.execute(sql`
      insert into notification_preferences (user_id, kind, channel, enabled) values (${author.id}, 'post_comment', 'in_app', false)`);
    await comment(p.id, await createFan(t.deps));
    expect(await unread(author)).toBe(0);
  });
});

describe("vote milestones", () => {
  it("tells the author at 10 and 50 net upvotes, once each", async () => {
    const author = await createFan(t.deps);
    const p = await newPost(author);
    await t.db.update(posts).set({ upvotes: 9 }).where(eq(posts.id, p.id));
    const voter = await createFan(t.deps);
    const vote = () => call(t, "POST", `/api/posts/${p.id}/vote`, voter, { voteType: "upvote" });
    expect((await vote()).status).toBe(200);
    expect((await list(author)).items.map((i) => i.message)).toEqual(["Your post reached 10 upvotes"]);
    await vote(); // taken back: 9
    await vote(); // given again: 10, not told twice
    expect(await unread(author)).toBe(1);
    await t.db.update(posts).set({ upvotes: 49 }).where(eq(posts.id, p.id));
    await vote(); // taken back: 48
    await vote(); // 49
    await t.db.update(posts).set({ upvotes: 49 }).where(eq(posts.id, p.id));
    await call(t, "POST", `/api/posts/${p.id}/vote`, await createFan(t.deps), { voteType: "upvote" });
    expect((await list(author)).items.map((i) => i.message)).toEqual([
      "Your post reached 50 upvotes",
      "Your post reached 10 upvotes",
    ]);
  });
});

describe("badges and levels", () => {
  it("keeps a badge unlocked and a new level in the list", async () => {
    const [fanId] = await insertFans(t.db, 1);
    for (let i = 1; i <= 5; i++) {
      await award(t.db, t.deps.logger, fanId!, XP_ACTIONS.follow, { subjectKey: `band:${i}`, ignoreWindow: true });
    }
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, fanId!));
    expect(rows.map((r) => [r.kind, r.data, r.href])).toEqual(
      expect.arrayContaining([
        ["badge_unlocked", { badgeName: "Tribe Joiner" }, `/profile/${fanId}`],
        ["level_up", { level: 2 }, `/profile/${fanId}`],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe("reviews", () => {
  it("tells the member their band submission was approved, or rejected with the reason", async () => {
    const [fan, admin] = [await createFan(t.deps), await createAdmin(t.deps)];
    const approved = await createSubmission(t.db, fan, { name: "The Yellow Diary" });
    const rejected = await createSubmission(t.db, fan, { name: "Copy Band" });
    const ok = await t.app.request(`/api/admin/bands/${approved.id}/approve`, jsonRequest("POST", {}, admin));
    const { band } = (await ok.json()) as { band: { id: string } };
    await t.app.request(
      `/api/admin/bands/${rejected.id}/reject`,
      jsonRequest("POST", { rejectionReason: "Already listed" }, admin),
    );
    expect((await list(fan)).items.map((i) => [i.message, i.href])).toEqual([
      ["Your band submission Copy Band was not approved: Already listed", null],
      ["Your band submission The Yellow Diary was approved", `/bands/${band.id}`],
    ]);
  });

  it("tells the member their gig suggestion was approved, linking to the gig", async () => {
    const [fan, admin] = [await createFan(t.deps), await createAdmin(t.deps)];
    const sent = await t.app.request(
      "/api/submissions/gigs",
      jsonRequest(
        "POST",
        {
          name: "Notified Gig",
          venueName: "Blue Frog",
          city: "Mumbai",
          startTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
          ticketUrl: "https://tickets.example/x",
        },
        fan,
      ),
    );
    const { submission } = (await sent.json()) as { submission: { id: string } };
    const res = await t.app.request(`/api/submissions/gigs/${submission.id}/approve`, jsonRequest("POST", {}, admin));
    const { eventId } = (await res.json()) as { eventId: string };
    expect((await list(fan)).items.map((i) => [i.message, i.href])).toEqual([
      ["Your gig suggestion Notified Gig was approved", `/events/${eventId}`],
    ]);
  });
});

describe("preferences", () => {
  const put = (body: unknown, user?: TestUser) =>
    t.app.request("/api/notifications/preferences", jsonRequest("PUT", body, user));

  it("requires authentication", async () => {
    expect((await t.app.request("/api/notifications/preferences")).status).toBe(401);
    expect((await put({ digest: false })).status).toBe(401);
  });

  it("starts from the defaults: every kind in-app, only the two that matter most mailed one by one, the digest on", async () => {
    const fan = await createFan(t.deps);
    const res = await t.app.request("/api/notifications/preferences", { headers: fan.headers });
    const prefs = (await res.json()) as { kinds: { kind: string; in_app: boolean; email: boolean }[]; digest: boolean };
    expect(prefs.digest).toBe(true);
    expect(prefs.kinds.every((k) => k.in_app)).toBe(true);
    expect(prefs.kinds.filter((k) => k.email).map((k) => k.kind)).toEqual(["gig_in_your_city", "bring_answered"]);
  });

  it("keeps a fan's own switches, and an in-app switch off stops that kind", async () => {
    const [fan, other] = [await createFan(t.deps), await createFan(t.deps)];
    expect((await put({ kinds: [{ kind: "post_comment", in_app: "yes" }] }, fan)).status).toBe(422);
    const res = await put({ kinds: [{ kind: "level_up", in_app: false, email: true }], digest: false }, fan);
    expect(res.status).toBe(200);
    const prefs = (await res.json()) as { kinds: { kind: string; in_app: boolean; email: boolean }[]; digest: boolean };
    expect(prefs.digest).toBe(false);
    expect(prefs.kinds.find((k) => k.kind === "level_up")).toMatchObject({ in_app: false, email: true });
    await notify(t.db, { userId: fan.id, kind: "level_up", data: { level: 2 }, href: null });
    await notify(t.db, { userId: other.id, kind: "level_up", data: { level: 2 }, href: null });
    expect(await unread(fan)).toBe(0);
    expect(await unread(other)).toBe(1);
  });
});
