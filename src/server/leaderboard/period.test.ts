import { describe, expect, it } from "vitest";
import { periodStart } from "./period";

describe("periodStart: IST weeks from Monday 00:00, months from the 1st", () => {
  it.each([
    // Monday 23 Nov 2026 00:00 IST is Sunday 22 Nov 18:30 UTC.
    ["2026-11-22T18:29:59.999Z", "2026-11-16"],
    ["2026-11-22T18:30:00.000Z", "2026-11-23"],
    ["2026-11-29T18:29:59.000Z", "2026-11-23"],
    // A week that starts in the previous month and year.
    ["2027-01-01T06:00:00.000Z", "2026-12-28"],
  ])("the week containing %s starts on %s", (now, monday) => {
    expect(periodStart("week", new Date(now))).toBe(monday);
  });

  it.each([
    ["2026-11-30T18:29:59.000Z", "2026-11-01"],
    ["2026-11-30T18:30:00.000Z", "2026-12-01"],
  ])("the month containing %s starts on %s", (now, first) => {
    expect(periodStart("month", new Date(now))).toBe(first);
  });

  it("has no start for all time", () => {
    expect(periodStart("all", new Date())).toBeNull();
  });
});
