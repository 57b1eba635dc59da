import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { threadTopic } from "@/shared/realtime-topics";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createAdmin, createFan } from "../../auth/testing";
import { events } from "../../db/schema";
import { call } from "../../participation/testing";
import { followTopic, isMessage, messageData } from "../../realtime/testing";
import { createTestApp, type TestApp } from "../../test";
import { activityCount } from "../../xp/testing";
import { createEvent } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const rsvpCount = async (eventId: string) =>
  (await t.db.select({ n: events.rsvpCount }).from(events).where(eq(events.id, eventId)))[0]!.n;

describe("POST /api/events/:id/rsvp", () => {
  it("requires authentication", async () => {
    const gig = await createEvent(t.db);
    expect((await call(t, "POST", `/api/events/${gig.id}/rsvp`)).status).toBe(401);
  });

  it("is 'Gig not found' for an unknown gig", async () => {
    const res = await call(t, "POST", `/api/events/${randomUUID()}/rsvp`, await createFan(t.deps));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Gig not found");
  });

  it("marks the fan going once, counts them, shows them in Who's Going and pays 'RSVP Event' once", async () => {
    const gig = await createEvent(t.db);
    const fan = await createFan(t.deps, { displayName: "Going Gauri" });
    const first = await call(t, "POST", `/api/events/${gig.id}/rsvp`, fan);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ going: true, rsvpCount: 1, xp: { awarded: true, points: 10 } });
    const again = await call(t, "POST", `/api/events/${gig.id}/rsvp`, fan);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ going: true, rsvpCount: 1, xp: null });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.rsvpEvent)).toBe(1);
    const going = await call(t, "GET", `/api/events/${gig.id}/going`);
    expect(going.body.items.map((p: any) => p.name)).toEqual(["Going Gauri"]);
  });

  it("takes no RSVP for a gig that is over", async () => {
    const gig = await createEvent(t.db, { startTime: new Date(Date.now() - 5 * 3_600_000) });
    const res = await call(t, "POST", `/api/events/${gig.id}/rsvp`, await createFan(t.deps));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe("This gig has already happened.");
  });

  it("lets an admin RSVP without XP", async () => {
    const gig = await createEvent(t.db);
    expect((await call(t, "POST", `/api/events/${gig.id}/rsvp`, await createAdmin(t.deps))).body).toMatchObject({
      going: true,
      xp: null,
    });
  });

  it("keeps rsvp_count exact under concurrent taps from many fans", async () => {
    const gig = await createEvent(t.db);
    const fans = await Promise.all(Array.from({ length: 12 }, () => createFan(t.deps)));
    await Promise.all(fans.flatMap((fan) => [1, 2, 3].map(() => call(t, "POST", `/api/events/${gig.id}/rsvp`, fan))));
    expect(await rsvpCount(gig.id)).toBe(12);
  });
});

describe("POST /api/events/:id/rsvp: live Who's Going", () => {
  it("tells everyone following the gig the new count, once per new RSVP", async () => {
    const gig = await createEvent(t.db);
    const topic = threadTopic("event", gig.id);
    const stream = await followTopic(t.app, topic);
    try {
      const [first, second] = [await createFan(t.deps), await createFan(t.deps)];
      await call(t, "POST", `/api/events/${gig.id}/rsvp`, first);
      expect(messageData(await stream.next(isMessage(topic, "rsvps"))).data).toEqual({ rsvpCount: 1 });
      // A repeat changes nothing and says nothing: the next message is the second fan's.
      expect((await call(t, "POST", `/api/events/${gig.id}/rsvp`, first)).status).toBe(200);
      await call(t, "POST", `/api/events/${gig.id}/rsvp`, second);
      expect(messageData(await stream.next(isMessage(topic, "rsvps"))).data).toEqual({ rsvpCount: 2 });
    } finally {
      await stream.close();
    }
  });
});

describe("GET /api/events/:id/rsvp", () => {
  it("tells a fan whether they are going, and a visitor the count only", async () => {
    const gig = await createEvent(t.db);
    const fan = await createFan(t.deps);
    await call(t, "POST", `/api/events/${gig.id}/rsvp`, fan);
    expect((await call(t, "GET", `/api/events/${gig.id}/rsvp`, fan)).body).toEqual({ going: true, rsvpCount: 1 });
    expect((await call(t, "GET", `/api/events/${gig.id}/rsvp`, await createFan(t.deps))).body).toEqual({
      going: false,
      rsvpCount: 1,
    });
    expect((await call(t, "GET", `/api/events/${gig.id}/rsvp`)).body).toEqual({ going: false, rsvpCount: 1 });
  });
});

describe("POST /api/events/:id/ticket-click", () => {
  it("requires authentication, 404s unknown gigs, and pays 'Get Ticket' once per gig", async () => {
    const gig = await createEvent(t.db);
    const fan = await createFan(t.deps);
    expect((await call(t, "POST", `/api/events/${gig.id}/ticket-click`)).status).toBe(401);
    expect((await call(t, "POST", `/api/events/${randomUUID()}/ticket-click`, fan)).status).toBe(404);
    expect((await call(t, "POST", `/api/events/${gig.id}/ticket-click`, fan)).body.xp).toMatchObject({
      awarded: true,
      action: XP_ACTIONS.getTicket,
      points: 10,
    });
    expect((await call(t, "POST", `/api/events/${gig.id}/ticket-click`, fan)).body.xp).toMatchObject({
      awarded: false,
    });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.getTicket)).toBe(1);
  });
});
