import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_TOPICS_PER_CONNECTION, threadTopic, userTopic } from "@/shared/realtime-topics";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan, type TestUser } from "../auth/testing";
import { createTestApp, type TestApp } from "../test";
import { award } from "../xp/engine";
import { realtimeHub } from "./hub";
import { publish } from "./notify";
import { HEARTBEAT_MS, RETRY_MS } from "./routes";
import { type EventStreamReader, isMessage, messageData, readEventStream } from "./testing";

let t: TestApp;
let fan: TestUser;
let admin: TestUser;
const open: EventStreamReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  fan = await createFan(t.deps);
  admin = await createAdmin(t.deps);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((stream) => stream.close()));
});

async function connect(query = "", user?: TestUser) {
  const res = await t.app.request(`/api/realtime${query}`, { headers: user?.headers ?? {} });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const stream = readEventStream(res);
  open.push(stream);
  const ready = await stream.next((frame) => frame.event === "ready");
  return { stream, ready };
}

const status = async (query: string, user?: TestUser) =>
  (await t.app.request(`/api/realtime${query}`, { headers: user?.headers ?? {} })).status;

describe("GET /api/realtime: who may hear what", () => {
  it("a visitor must name public topics (nothing private is theirs)", async () => {
    expect(await status("")).toBe(401);
    expect(await status(`?topics=${userTopic(fan.id)}`)).toBe(401);
    expect(await status("?topics=admin")).toBe(401);
  });

  it("a fan gets their own topic, never another user's or the admins'", async () => {
    const { ready } = await connect("", fan);
    expect(JSON.parse(ready.data)).toEqual({ topics: [userTopic(fan.id)] });
    expect(ready.retry).toBe(RETRY_MS);
    expect(await status(`?topics=${userTopic(admin.id)}`, fan)).toBe(403);
    expect(await status("?topics=admin", fan)).toBe(403);
  });

  it("an admin may follow the admin topic", async () => {
    const { ready } = await connect("?topics=admin", admin);
    expect(JSON.parse(ready.data).topics).toEqual(expect.arrayContaining(["admin", userTopic(admin.id)]));
  });

  it("refuses unknown topics and too many topics", async () => {
    expect(await status("?topics=thread:band:not-a-uuid", fan)).toBe(422);
    expect(await status("?topics=everything", fan)).toBe(422);
    const many = Array.from({ length: MAX_TOPICS_PER_CONNECTION + 1 }, () => threadTopic("band", randomUUID())).join(
      ",",
    );
    expect(await status(`?topics=${many}`, fan)).toBe(422);
  });
});

describe("GET /api/realtime: delivery", () => {
  it("an award reaches the fan's stream, with an event id, and not another fan's", async () => {
    const other = await createFan(t.deps);
    const mine = (await connect("", fan)).stream;
    const theirs = (await connect("", other)).stream;
    const outcome = await award(t.db, t.deps.logger, fan.id, XP_ACTIONS.postInCommunity);
    expect(outcome.awarded).toBe(true);
    const frame = await mine.next(isMessage(userTopic(fan.id), "xp"));
    expect(frame.id).toMatch(/^[0-9a-z]+-\d+$/);
    expect(messageData(frame).data).toMatchObject({
      xpPoints: 5,
      level: 1,
      awards: [{ action: "Post in Community", points: 5 }],
      newBadges: [],
    });
    // A public message afterwards proves the other stream was live and still got nothing private.
    const topic = threadTopic("band", randomUUID());
    const visitor = (await connect(`?topics=${topic}`)).stream;
    await publish(t.db, { topic, event: "post", data: { id: 1 } });
    await visitor.next(isMessage(topic, "post"));
    expect(theirs.frames.filter((f) => f.event === "message")).toEqual([]);
  });

  it("an action without badges notifies with its payment, and a skipped award notifies nothing", async () => {
    const listener = await createFan(t.deps);
    const { stream } = await connect("", listener);
    const topic = userTopic(listener.id);
    // 'Comment on Posts' has no badge: the NOTIFY rides on the paying statement itself.
    expect((await award(t.db, t.deps.logger, listener.id, XP_ACTIONS.commentOnPosts)).awarded).toBe(true);
    expect(messageData(await stream.next(isMessage(topic, "xp"))).data).toMatchObject({
      xpPoints: 3,
      awards: [{ action: "Comment on Posts", points: 3 }],
    });
    expect(await award(t.db, t.deps.logger, listener.id, XP_ACTIONS.commentOnPosts)).toEqual({
      awarded: false,
      reason: "duplicate_window",
    });
    await publish(t.db, { topic, event: "marker" });
    await stream.next(isMessage(topic, "marker"));
    expect(stream.frames.filter(isMessage(topic, "xp"))).toHaveLength(1);
  });

  it("a thread topic reaches everyone following it, and only them", async () => {
    const band = threadTopic("band", randomUUID());
    const elsewhere = threadTopic("band", randomUUID());
    const a = (await connect(`?topics=${band}`)).stream;
    const b = (await connect(`?topics=${band},${elsewhere}`, fan)).stream;
    const c = (await connect(`?topics=${elsewhere}`)).stream;
    await publish(t.db, { topic: band, event: "vote", data: { postId: "p1", upvotes: 3 } });
    await publish(t.db, { topic: elsewhere, event: "post", data: {} });
    expect(messageData(await a.next(isMessage(band, "vote"))).data).toEqual({ postId: "p1", upvotes: 3 });
    await b.next(isMessage(band, "vote"));
    await c.next(isMessage(elsewhere, "post"));
    expect(c.frames.some(isMessage(band, "vote"))).toBe(false);
  });

  it("a rolled-back change is never announced", async () => {
    const { stream } = await connect("", fan);
    await t.db
      .transaction(async (tx) => {
        await publish(tx, { topic: userTopic(fan.id), event: "ghost" });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await publish(t.db, { topic: userTopic(fan.id), event: "after" });
    await stream.next(isMessage(userTopic(fan.id), "after"));
    expect(stream.frames.some(isMessage(userTopic(fan.id), "ghost"))).toBe(false);
  });

  it("forgets a connection when the browser goes away", async () => {
    const hub = realtimeHub(t.deps.db, t.deps.logger);
    const before = hub.connectionCount;
    const { stream } = await connect("", fan);
    expect(hub.connectionCount).toBe(before + 1);
    await stream.close();
    await expect.poll(() => hub.connectionCount).toBe(before);
  });

  it("keeps an idle connection alive through proxies with a heartbeat comment", async () => {
    // Only the interval is faked: the database and the stream keep their real timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const { stream } = await connect("", fan);
      expect(stream.comments).toEqual([]);
      vi.advanceTimersByTime(HEARTBEAT_MS - 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stream.comments).toEqual([]);
      vi.advanceTimersByTime(1);
      await expect.poll(() => stream.comments).toEqual(["heartbeat"]);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await expect.poll(() => stream.comments).toEqual(["heartbeat", "heartbeat"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
