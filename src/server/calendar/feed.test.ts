import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFan } from "../auth/testing";
import { createEvent } from "../events/testing";
import { call, resetRateLimits } from "../participation/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => resetRateLimits(t.db));

const unfold = (ics: string) => ics.replace(/\r\n /g, "");

describe("the private calendar feed", () => {
  it("requires authentication to make or read a feed link", async () => {
    expect((await call(t, "POST", "/api/calendar/feed")).status).toBe(401);
    expect((await call(t, "GET", "/api/calendar/feed")).status).toBe(401);
  });

  it("lists the gigs the fan RSVP'd to or added, and only theirs; a new link turns the old one off", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    const rsvped = await createEvent(t.db, { name: "RSVP'd gig" });
    const added = await createEvent(t.db, { name: "Added gig" });
    const theirs = await createEvent(t.db, { name: "Someone else's gig" });
    await call(t, "POST", `/api/events/${rsvped.id}/rsvp`, fan);
    await call(t, "POST", `/api/events/${added.id}/calendar`, fan, { provider: "apple" });
    await call(t, "POST", `/api/events/${theirs.id}/rsvp`, other);

    expect((await call(t, "GET", "/api/calendar/feed", fan)).body).toEqual({ active: false, createdAt: null });
    const made = await call(t, "POST", "/api/calendar/feed", fan);
    expect(made.status).toBe(201);
    expect(made.body.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(made.body.webcalUrl).toBe(made.body.url.replace(/^http:/, "webcal:"));
    expect((await call(t, "GET", "/api/calendar/feed", fan)).body.active).toBe(true);

    const path = new URL(made.body.url).pathname;
    const feed = await call(t, "GET", path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("cache-control")).toBe("private, max-age=900");
    const text = unfold(feed.body as string);
    expect(text).toContain("SUMMARY:RSVP'd gig");
    expect(text).toContain("SUMMARY:Added gig");
    expect(text).not.toContain("Someone else's gig");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);

    const renewed = await call(t, "POST", "/api/calendar/feed", fan);
    expect((await call(t, "GET", path)).status).toBe(404);
    expect((await call(t, "GET", new URL(renewed.body.url).pathname)).status).toBe(200);
    expect((await call(t, "DELETE", "/api/calendar/feed", fan)).status).toBe(204);
    expect((await call(t, "GET", new URL(renewed.body.url).pathname)).status).toBe(404);
  });

  it("is 404 for a made-up token", async () => {
    expect((await call(t, "GET", `/api/calendar/${"a".repeat(43)}.ics`)).status).toBe(404);
    expect((await call(t, "GET", "/api/calendar/short.ics")).status).toBe(404);
  });
});
