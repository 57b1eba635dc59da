import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { createFan } from "../../auth/testing";
import { call, resetRateLimits } from "../../participation/testing";
import { createTestApp, type TestApp } from "../../test";
import { activityCount } from "../../xp/testing";
import { createEvent, createVenue } from "../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("POST /api/events/:id/calendar", () => {
  it("requires authentication", async () => {
    const gig = await createEvent(t.db);
    expect((await call(t, "POST", `/api/events/${gig.id}/calendar`, undefined, { provider: "google" })).status).toBe(
      401,
    );
    expect((await call(t, "GET", `/api/events/${gig.id}/calendar`)).status).toBe(401);
    expect((await call(t, "DELETE", `/api/events/${gig.id}/calendar`)).status).toBe(401);
  });

  it("refuses an unknown provider and an unknown gig", async () => {
    const gig = await createEvent(t.db);
    const fan = await createFan(t.deps);
    expect((await call(t, "POST", `/api/events/${gig.id}/calendar`, fan, { provider: "yahoo" })).status).toBe(422);
    expect((await call(t, "POST", `/api/events/${randomUUID()}/calendar`, fan, { provider: "google" })).status).toBe(
      404,
    );
  });

  it("records the choice once ('Already Added'), removes it, and pays 'Add Event to Calendar' once per gig", async () => {
    const gig = await createEvent(t.db);
    const fan = await createFan(t.deps);
    const add = (provider: string) => call(t, "POST", `/api/events/${gig.id}/calendar`, fan, { provider });
    const first = await add("outlook");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ provider: "outlook", xp: { awarded: true, points: 20 } });
    expect((await call(t, "GET", `/api/events/${gig.id}/calendar`, fan)).body).toEqual({ provider: "outlook" });

    const dup = await add("google");
    expect(dup.status).toBe(409);
    expect(dup.body.error).toEqual({ code: "already_added", message: "This event is already in your calendar." });

    expect((await call(t, "DELETE", `/api/events/${gig.id}/calendar`, fan)).body).toEqual({ provider: null });
    expect((await call(t, "DELETE", `/api/events/${gig.id}/calendar`, fan)).status).toBe(404);
    const readded = await add("apple");
    expect(readded.status).toBe(201);
    expect(readded.body.xp).toMatchObject({ awarded: false });
    expect(await activityCount(t.db, fan.id, XP_ACTIONS.addEventToCalendar)).toBe(1);
  });

  it("keeps one fan's record apart from another's", async () => {
    const gig = await createEvent(t.db);
    const [a, b] = [await createFan(t.deps), await createFan(t.deps)];
    await call(t, "POST", `/api/events/${gig.id}/calendar`, a, { provider: "google" });
    expect((await call(t, "DELETE", `/api/events/${gig.id}/calendar`, b)).status).toBe(404);
    expect((await call(t, "GET", `/api/events/${gig.id}/calendar`, a)).body.provider).toBe("google");
  });
});

describe("GET /api/events/:id/calendar.ics", () => {
  it("serves a valid iCalendar file with UTC times, 3 hours, the venue and the gig's page", async () => {
    const venue = await createVenue(t.db, { name: "blueFROG", city: "Mumbai" });
    const gig = await createEvent(t.db, {
      name: "Indie Night, Vol. 2",
      description: "Doors at 8; bring friends",
      venueId: venue.id,
      city: null,
      startTime: new Date("2030-02-01T14:30:00Z"),
    });
    const res = await call(t, "GET", `/api/events/${gig.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="gig-${gig.id}.ics"`);
    const lines = unfold(res.body as string).split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("DTSTART:20300201T143000Z");
    expect(lines).toContain("DTEND:20300201T173000Z");
    expect(lines).toContain("SUMMARY:Indie Night\\, Vol. 2");
    expect(lines).toContain("LOCATION:blueFROG\\, Mumbai");
    expect(lines).toContain(`URL:http://localhost:3000/events/${gig.id}`);
    expect(lines).toContain(`UID:${gig.id}@localhost`);
  });

  it("is 422 for a gig with no date and 404 for an unknown one", async () => {
    const undated = await createEvent(t.db, { startTime: null });
    expect((await call(t, "GET", `/api/events/${undated.id}/calendar.ics`)).status).toBe(422);
    expect((await call(t, "GET", `/api/events/${randomUUID()}/calendar.ics`)).status).toBe(404);
  });
});
