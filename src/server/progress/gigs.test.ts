import { beforeAll, describe, expect, it } from "vitest";
import type { MyGig } from "@/shared/contract/progress";
import { createFan } from "../auth/testing";
import { userCalendarEvents } from "../db/schema";
import { addRsvp, createEvent, createVenue } from "../events/testing";
import { createTestApp, type TestApp } from "../test";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

async function myGigs(headers: Record<string, string>) {
  const res = await t.app.request("/api/progress/gigs", { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { upcoming: MyGig[]; past: MyGig[] };
}

describe("GET /api/progress/gigs", () => {
  it("requires authentication", async () => {
    expect((await t.app.request("/api/progress/gigs")).status).toBe(401);
  });

  it("lists the user's RSVPs: upcoming soonest first (undated last), past latest first", async () => {
    const fan = await createFan(t.deps);
    const venue = await createVenue(t.db, { name: "The Loudbox" });
    const soon = await createEvent(t.db, { name: "Soon", startTime: at(2), venueId: venue.id });
    const later = await createEvent(t.db, { name: "Later", startTime: at(48) });
    const undated = await createEvent(t.db, { name: "Undated", startTime: null });
    const lastWeek = await createEvent(t.db, { name: "Last week", startTime: at(-24 * 7) });
    const yesterday = await createEvent(t.db, { name: "Yesterday", startTime: at(-24) });
    // Started an hour ago and still on: not yet a gig they went to.
    const onNow = await createEvent(t.db, { name: "On now", startTime: at(-1), endTime: at(2) });
    for (const gig of [later, soon, undated, lastWeek, yesterday, onNow]) await addRsvp(t.db, gig.id, fan.id);
    await createEvent(t.db, { name: "Not going" });
    await t.db.insert(userCalendarEvents).values({ userId: fan.id, eventId: soon.id, calendarProvider: "google" });

    const gigs = await myGigs(fan.headers);
    expect(gigs.upcoming.map((gig) => gig.name)).toEqual(["On now", "Soon", "Later", "Undated"]);
    expect(gigs.past.map((gig) => gig.name)).toEqual(["Yesterday", "Last week"]);
    expect(gigs.upcoming[1]).toMatchObject({
      eventId: soon.id,
      venue: "The Loudbox",
      city: "Mumbai",
      calendarProvider: "google",
    });
    expect(gigs.upcoming[2]!.calendarProvider).toBeNull();
    expect(gigs.upcoming[3]!.startTime).toBeNull();
  });

  it("shows only the user's own RSVPs", async () => {
    const fan = await createFan(t.deps);
    const other = await createFan(t.deps);
    const gig = await createEvent(t.db, { name: "Theirs" });
    await addRsvp(t.db, gig.id, other.id);
    expect(await myGigs(fan.headers)).toEqual({ upcoming: [], past: [] });
  });
});
