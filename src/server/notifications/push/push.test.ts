import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PushDevice } from "@/shared/contract/notifications";
import { createFan, type TestUser } from "../../auth/testing";
import { createBand } from "../../bands/testing";
import { pushSubscriptions } from "../../db/schema";
import { createPost } from "../../events/testing";
import { runDueJobs } from "../../jobs/worker";
import { call, resetRateLimits } from "../../participation/testing";
import { createTestApp, type TestApp } from "../../test";
import { type LocalPushService, type LocalSubscription, startLocalPushService } from "../../test/local-push-service";
import { notificationJobs } from "../digest";
import { notify } from "../write";
import { schedulePush } from "./schedule";

let t: TestApp;
let pushService: LocalPushService;
beforeAll(async () => {
  pushService = await startLocalPushService();
  t = await createTestApp({ env: { PUSH_SERVICE_ORIGINS: pushService.origin } });
});
afterAll(() => pushService.close());
beforeEach(() => resetRateLimits(t.db));

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";

/** The fan's browser subscribes at the local push service with our key and hands the subscription to us. */
async function turnOnPhoneAlerts(fan: TestUser): Promise<LocalSubscription & { device: PushDevice }> {
  const key = await call(t, "GET", "/api/notifications/push/key");
  const subscription = await pushService.subscribe(key.body.publicKey);
  const res = await t.app.request("/api/notifications/push/subscriptions", {
    method: "POST",
    headers: { ...fan.headers, "content-type": "application/json", "user-agent": ANDROID_CHROME },
    body: JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null }),
  });
  expect(res.status).toBe(201);
  return { ...subscription, device: (await res.json()) as PushDevice };
}

const sendPending = () => runDueJobs(t.deps, notificationJobs);
const devicesOf = (fan: TestUser) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fan.id));

async function commentOnPostOf(author: TestUser, commenter: TestUser) {
  const band = await createBand(t.db);
  const post = await createPost(t.db, { userId: author.id, entityType: "band", entityId: band.id });
  const res = await call(t, "POST", `/api/posts/${post.id}/comments`, commenter, { content: "See you at the gig!" });
  expect(res.status).toBe(201);
  return post;
}

describe("phone alert devices", () => {
  it("requires authentication to list, add or remove; the public key is public", async () => {
    expect((await call(t, "GET", "/api/notifications/push/subscriptions")).status).toBe(401);
    expect((await call(t, "POST", "/api/notifications/push/subscriptions", undefined, {})).status).toBe(401);
    expect((await call(t, "DELETE", `/api/notifications/push/subscriptions/${crypto.randomUUID()}`)).status).toBe(401);
    const key = await call(t, "GET", "/api/notifications/push/key");
    expect(key.status).toBe(200);
    expect(key.body).toEqual({ publicKey: t.env.vapid.publicKey });
  });

  it("stores one row per device, labelled from the browser, and the same endpoint again stays one", async () => {
    const fan = await createFan(t.deps);
    const phone = await turnOnPhoneAlerts(fan);
    expect(phone.device).toMatchObject({ label: "Chrome on Android", endpoint: phone.endpoint });
    const again = await call(t, "POST", "/api/notifications/push/subscriptions", fan, {
      endpoint: phone.endpoint,
      keys: phone.keys,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(phone.device.id);
    const list = await call(t, "GET", "/api/notifications/push/subscriptions", fan);
    expect(list.body).toEqual([expect.objectContaining({ id: phone.device.id, endpoint: phone.endpoint })]);
    expect(JSON.stringify(list.body)).not.toContain(phone.keys.auth);
  });

  it("refuses bad subscriptions and endpoints that are not a push service (no requests to arbitrary hosts)", async () => {
    const fan = await createFan(t.deps);
    const { keys } = await pushService.subscribe(t.env.vapid.publicKey);
    const add = (body: unknown) => call(t, "POST", "/api/notifications/push/subscriptions", fan, body);
    expect((await add({ endpoint: "not a url", keys })).status).toBe(422);
    expect((await add({ endpoint: "https://fcm.googleapis.com/fcm/send/abc" })).status).toBe(422);
    expect(
      (await add({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { ...keys, auth: "!" } })).status,
    ).toBe(422);
    for (const endpoint of [
      "http://127.0.0.1:5432/",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/x",
      "https://fcm.googleapis.com:8443/x",
    ]) {
      const res = await add({ endpoint, keys });
      expect(res.status, endpoint).toBe(422);
      expect(res.body.error.fields.endpoint[0]).toMatch(/push service/);
    }
    expect((await add({ endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys })).status).toBe(201);
    expect(await devicesOf(fan)).toHaveLength(1);
  });

  it("lets only the owner remove a device: another fan gets a 404 and the device stays", async () => {
    const [fan, other] = [await createFan(t.deps), await createFan(t.deps)];
    const phone = await turnOnPhoneAlerts(fan);
    const url = `/api/notifications/push/subscriptions/${phone.device.id}`;
    expect((await call(t, "DELETE", url, other)).status).toBe(404);
    expect(await devicesOf(fan)).toHaveLength(1);
    expect((await call(t, "DELETE", "/api/notifications/push/subscriptions/nope", fan)).status).toBe(404);
    expect((await call(t, "DELETE", url, fan)).status).toBe(204);
    expect(await devicesOf(fan)).toHaveLength(0);
    expect((await call(t, "DELETE", url, fan)).status).toBe(404);
  });
});

describe("sending phone alerts", () => {
  it("sends a comment on the fan's post to the push service, from the job, with the text and the page to open", async () => {
    const [fan, commenter] = [await createFan(t.deps), await createFan(t.deps, { name: "Ananya Rao" })];
    const phone = await turnOnPhoneAlerts(fan);
    const post = await commentOnPostOf(fan, commenter);
    // Nothing leaves inside the request: the job sends it.
    expect(pushService.messages(phone.clientHash)).toEqual([]);
    await sendPending();
    const [message] = pushService.messages(phone.clientHash) as { title: string; body: string; url: string }[];
    expect(message).toMatchObject({ title: "LoudTribe", body: expect.stringMatching(/commented on your post$/) });
    expect(message!.url).toContain(post.id);
    const [device] = await devicesOf(fan);
    expect(device!.lastUsedAt.getTime()).toBeGreaterThanOrEqual(device!.createdAt.getTime());
    // Each pending notification is sent once.
    await schedulePush(t.db);
    await sendPending();
    expect(pushService.messages(phone.clientHash)).toHaveLength(1);
  });

  it("sends notifications written by a set-based fan-out that asks for the job in its transaction", async () => {
    const fans = [await createFan(t.deps), await createFan(t.deps), await createFan(t.deps)];
    const phones = [await turnOnPhoneAlerts(fans[0]!), await turnOnPhoneAlerts(fans[1]!)];
    const ids = fans.map((f) => f.id);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into notifications (user_id, kind, data, href)
        select u.id, 'submission_reviewed',
          jsonb_build_object('submission', 'band', 'name', 'The Local Train', 'status', 'approved', 'reason', null), '/bands'
        from users u where u.id = any(${`{${ids.join(",")}}`}::uuid[])`);
      await schedulePush(tx);
    });
    await sendPending();
    for (const phone of phones) {
      expect(pushService.messages(phone.clientHash)).toEqual([
        expect.objectContaining({ body: "Your band submission The Local Train was approved", url: "/bands" }),
      ]);
    }
  });

  it("removes a device when the push service answers 410 Gone", async () => {
    const [fan, commenter] = [await createFan(t.deps), await createFan(t.deps)];
    const phone = await turnOnPhoneAlerts(fan);
    pushService.expire(phone.clientHash);
    await commentOnPostOf(fan, commenter);
    await sendPending();
    expect(await devicesOf(fan)).toHaveLength(0);
  });

  it("sends nothing for a kind whose phone switch is off, nor by default for live-celebrated progress", async () => {
    const [fan, commenter] = [await createFan(t.deps), await createFan(t.deps)];
    const phone = await turnOnPhoneAlerts(fan);
    const off = await call(t, "PUT", "/api/notifications/preferences", fan, {
      kinds: [{ kind: "post_comment", in_app: true, email: false, push: false }],
    });
    expect(off.status).toBe(200);
    expect(off.body.kinds.find((k: { kind: string }) => k.kind === "post_comment")).toMatchObject({
      in_app: true,
      push: false,
    });
    await commentOnPostOf(fan, commenter);
    await notify(t.db, { userId: fan.id, kind: "level_up", data: { level: 4 }, href: `/profile/${fan.id}` });
    await sendPending();
    expect(pushService.messages(phone.clientHash)).toEqual([]);
    // The in-app notifications are still there.
    expect((await call(t, "GET", "/api/notifications/unread-count", fan)).body.unread).toBe(2);
  });

  it("does not alert for a notification read before the job reached it", async () => {
    const fan = await createFan(t.deps);
    const phone = await turnOnPhoneAlerts(fan);
    await notify(t.db, {
      userId: fan.id,
      kind: "vote_milestone",
      data: { target: "post", postId: crypto.randomUUID(), milestone: 10 },
      href: "/",
    });
    expect((await call(t, "POST", "/api/notifications/read-all", fan)).status).toBe(200);
    await sendPending();
    expect(pushService.messages(phone.clientHash)).toEqual([]);
  });
});
