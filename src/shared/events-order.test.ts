import { describe, expect, it } from "vitest";
import {
  compareEvents,
  eventBucket,
  isUpcomingEvent,
  isUpcomingGig,
  type OrderableEvent,
  sameCity,
  sortEvents,
  upcomingCutoff,
} from "./events-order";

// 20:00 IST on Sun 22 Nov 2026; IST midnight that day was 2026-11-21T18:30Z.
const NOW = new Date("2026-11-22T14:30:00Z");

const event = (id: string, startTime: string | null, city: string | null = "Pune"): OrderableEvent => ({
  id,
  startTime,
  city,
});

describe("upcoming", () => {
  it("cuts off at IST midnight today", () => {
    expect(upcomingCutoff(NOW).toISOString()).toBe("2026-11-21T18:30:00.000Z");
    // 23:59 IST on Sunday is still Sunday; one minute later it is Monday.
    expect(upcomingCutoff("2026-11-22T18:29:00Z").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(upcomingCutoff("2026-11-22T18:30:00Z").toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("keeps events that started earlier today (IST) in the upcoming filter", () => {
    expect(isUpcomingEvent("2026-11-21T18:30:00Z", NOW)).toBe(true); // 00:00 IST today
    expect(isUpcomingEvent("2026-11-22T13:30:00Z", NOW)).toBe(true); // 19:00 IST today, already started
    expect(isUpcomingEvent("2026-11-21T18:29:59Z", NOW)).toBe(false); // 23:59:59 IST yesterday
    expect(isUpcomingEvent("2026-12-01T14:00:00Z", NOW)).toBe(true);
  });

  it("keeps undated events in the upcoming filter", () => {
    expect(isUpcomingEvent(null, NOW)).toBe(true);
    expect(isUpcomingEvent(undefined, NOW)).toBe(true);
    expect(eventBucket("garbage", NOW)).toBe("undated");
  });

  it("buckets events", () => {
    expect(eventBucket("2026-11-23T14:00:00Z", NOW)).toBe("upcoming");
    expect(eventBucket(null, NOW)).toBe("undated");
    expect(eventBucket("2026-11-01T14:00:00Z", NOW)).toBe("past");
  });

  it("counts a gig as upcoming only from now on", () => {
    expect(isUpcomingGig(NOW, NOW)).toBe(true);
    expect(isUpcomingGig(new Date(NOW.getTime() + 1), NOW)).toBe(true);
    expect(isUpcomingGig(new Date(NOW.getTime() - 1), NOW)).toBe(false);
    // Unlike the events filter, a gig earlier today is already a past performance.
    expect(isUpcomingGig("2026-11-22T13:30:00Z", NOW)).toBe(false);
  });

  it("does not count a gig without a readable date as upcoming", () => {
    expect(isUpcomingGig(null, NOW)).toBe(false);
    expect(isUpcomingGig("garbage", NOW)).toBe(false);
    expect(isUpcomingGig("2026-12-01T14:00:00Z", "garbage")).toBe(false);
  });

  it("defaults now to the current time", () => {
    expect(isUpcomingGig(new Date(Date.now() + 60_000))).toBe(true);
    expect(isUpcomingEvent(new Date(Date.now() - 1000 * 60 * 60 * 24 * 3))).toBe(false);
  });
});

describe("sameCity", () => {
  it("ignores case and surrounding spaces", () => {
    expect(sameCity(" mumbai", "Mumbai ")).toBe(true);
    expect(sameCity("Mumbai", "Navi Mumbai")).toBe(false);
  });

  it("never matches a missing or blank city", () => {
    expect(sameCity(null, null)).toBe(false);
    expect(sameCity("", "")).toBe(false);
    expect(sameCity(undefined, "Pune")).toBe(false);
  });
});

describe("event order", () => {
  const soon = event("a", "2026-11-23T14:00:00Z");
  const later = event("b", "2026-12-10T14:00:00Z");
  const tonight = event("c", "2026-11-22T13:30:00Z"); // started an hour ago, still today
  const undated = event("d", null);
  const lastWeek = event("e", "2026-11-15T14:00:00Z");
  const lastYear = event("f", "2025-11-15T14:00:00Z");

  it("lists upcoming soonest first, then undated, then past most recent first", () => {
    const shuffled = [lastYear, undated, later, lastWeek, soon, tonight];
    expect(sortEvents(shuffled, { now: NOW }).map((e) => e.id)).toEqual(["c", "a", "b", "d", "e", "f"]);
  });

  it("gives the same order through the comparator", () => {
    const shuffled = [lastWeek, soon, undated, lastYear, tonight, later];
    expect([...shuffled].sort(compareEvents({ now: NOW }))).toEqual(sortEvents(shuffled, { now: NOW }));
  });

  it("breaks ties by id so the order is stable and matches SQL", () => {
    const same = "2026-11-23T14:00:00Z";
    const events = [event("b2", same), event("a1", same), event("u2", null), event("u1", null)];
    expect(sortEvents(events, { now: NOW }).map((e) => e.id)).toEqual(["a1", "b2", "u1", "u2"]);
  });

  it("treats an unreadable start as undated", () => {
    const events = [event("x", "not a date"), lastWeek, soon];
    expect(sortEvents(events, { now: NOW }).map((e) => e.id)).toEqual(["a", "x", "e"]);
  });

  it("puts the user's city first within upcoming, undated and past, never a past gig before an upcoming one", () => {
    const mumbaiLater = event("m1", "2026-12-10T14:00:00Z", "Mumbai");
    const mumbaiPast = event("m2", "2026-11-01T14:00:00Z", "mumbai ");
    const mumbaiUndated = event("m3", null, "Mumbai");
    const noCity = event("n", "2026-11-23T10:00:00Z", null);
    const events = [soon, mumbaiPast, undated, noCity, mumbaiLater, lastWeek, mumbaiUndated];
    expect(sortEvents(events, { now: NOW, userCity: "Mumbai" }).map((e) => e.id)).toEqual([
      "m1",
      "n",
      "a",
      "m3",
      "d",
      "m2",
      "e",
    ]);
  });

  it("ignores a blank user city", () => {
    const events = [lastWeek, event("m", "2026-12-10T14:00:00Z", "")];
    expect(sortEvents(events, { now: NOW, userCity: "" }).map((e) => e.id)).toEqual(["m", "e"]);
    expect(sortEvents(events, { now: NOW, userCity: "  " }).map((e) => e.id)).toEqual(["m", "e"]);
  });

  it("does not modify its input and keeps extra fields", () => {
    const input = [later, soon].map((e) => ({ ...e, name: `gig ${e.id}` }));
    const sorted = sortEvents(input, { now: NOW });
    expect(input.map((e) => e.id)).toEqual(["b", "a"]);
    expect(sorted[0]?.name).toBe("gig a");
  });

  it("moves tonight's gig to past once IST midnight passes", () => {
    const afterMidnight = new Date("2026-11-22T18:30:00Z");
    expect(sortEvents([tonight, undated], { now: afterMidnight }).map((e) => e.id)).toEqual(["d", "c"]);
  });

  it("accepts Date start times", () => {
    const events = [
      { id: "late", startTime: new Date("2026-12-01T00:00:00Z") },
      { id: "early", startTime: new Date("2026-11-25T00:00:00Z") },
    ];
    expect(sortEvents(events, { now: NOW }).map((e) => e.id)).toEqual(["early", "late"]);
  });
});
