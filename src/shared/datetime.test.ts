import { tz } from "@date-fns/tz";
import { parseISO, startOfDay } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  DATE_TBA,
  formatBlogDate,
  formatIst,
  formatIstLongDate,
  formatIstMonthYear,
  formatIstShortDate,
  formatIstTime,
  INVALID_DATE,
  IST_FORMATS,
  istDayKey,
  istWallClockToUtc,
  JUST_NOW,
  parseDateInput,
  recentOrIstDate,
  shiftIstDayKey,
  startOfIstDay,
  TIME_AGO_FALLBACK,
  timeAgo,
  utcToIstWallClock,
} from "./datetime";
import { MACHINE_ZONES, runInMachineZone } from "./testing/machine-zone";

// IST is UTC+05:30, so IST midnight is 18:30 UTC the day before.
const LAST_MINUTE_OF_SUNDAY = new Date("2026-11-22T18:29:59.999Z"); // Sun 22 Nov, 23:59:59.999 IST
const MIDNIGHT_MONDAY = new Date("2026-11-22T18:30:00.000Z"); // Mon 23 Nov, 00:00 IST

describe.each(MACHINE_ZONES)("with the machine in %s", (zone) => {
  runInMachineZone(zone);

  it("really runs in that zone (so the tests below prove something)", () => {
    const offset = new Date("2026-01-15T12:00:00Z").getTimezoneOffset();
    const expected: Record<string, number> = {
      UTC: 0,
      "America/New_York": 300,
      "Pacific/Kiritimati": -840,
      "Pacific/Pago_Pago": 660,
      "Asia/Kolkata": -330,
    };
    expect(offset).toBe(expected[zone]);
  });

  describe("formatters around IST midnight", () => {
    it("formats the last minute of an IST day on that day", () => {
      expect(formatIstTime(LAST_MINUTE_OF_SUNDAY)).toBe("11:59 PM IST");
      expect(formatIstLongDate(LAST_MINUTE_OF_SUNDAY)).toBe("Sunday, November 22, 2026");
      expect(formatIstShortDate(LAST_MINUTE_OF_SUNDAY)).toBe("Nov 22, 2026");
      expect(formatBlogDate(LAST_MINUTE_OF_SUNDAY)).toBe("Nov 22, 2026");
    });

    it("formats 18:30 UTC as midnight of the next IST day", () => {
      expect(formatIstTime(MIDNIGHT_MONDAY)).toBe("12:00 AM IST");
      expect(formatIstLongDate(MIDNIGHT_MONDAY)).toBe("Monday, November 23, 2026");
      expect(formatIstShortDate(MIDNIGHT_MONDAY)).toBe("Nov 23, 2026");
    });

    it("formats an evening gig time", () => {
      expect(formatIstTime("2026-11-22T14:00:00Z")).toBe("7:30 PM IST");
      expect(formatIstTime("2026-11-22T06:35:00Z")).toBe("12:05 PM IST");
    });

    it("pads the day for blog cards but not for gig dates", () => {
      const june5 = "2025-06-05T10:00:00Z";
      expect(formatIstShortDate(june5)).toBe("Jun 5, 2025");
      expect(formatBlogDate(june5)).toBe("Jun 05, 2025");
      expect(formatIstShortDate("2025-06-15T14:00:00Z")).toBe("Jun 15, 2025");
    });

    it("writes card dates (Intl) exactly as their date-fns patterns would, around every IST midnight of a year", () => {
      for (let hour = 0; hour < 366 * 24; hour += 7) {
        const instant = Date.UTC(2027, 11, 31, 18, 29) - hour * 3_600_000;
        expect(formatIstShortDate(instant)).toBe(formatIst(instant, IST_FORMATS.shortDate));
        expect(formatBlogDate(instant)).toBe(formatIst(instant, IST_FORMATS.blogDate));
      }
      expect(formatIstShortDate("0999-03-04T12:00:00Z")).toBe(formatIst("0999-03-04T12:00:00Z", IST_FORMATS.shortDate));
    });

    it("formats month and year for 'Member since'", () => {
      expect(formatIstMonthYear("2026-11-30T19:00:00Z")).toBe("December 2026");
    });

    it("is unaffected by the machine's daylight-saving change (US DST starts 2026-03-08)", () => {
      expect(formatIstTime("2026-03-08T06:30:00Z")).toBe("12:00 PM IST");
      expect(formatIstTime("2026-03-08T07:30:00Z")).toBe("1:00 PM IST");
    });
  });

  describe("parseDateInput", () => {
    it("accepts Date, epoch milliseconds and ISO strings with a zone", () => {
      const instant = "2026-11-22T18:00:00.000Z";
      expect(parseDateInput(new Date(instant))?.toISOString()).toBe(instant);
      expect(parseDateInput(Date.parse(instant))?.toISOString()).toBe(instant);
      expect(parseDateInput(instant)?.toISOString()).toBe(instant);
      expect(parseDateInput("2026-11-22T23:30:00+05:30")?.toISOString()).toBe(instant);
      // PostgreSQL's text form of timestamptz.
      expect(parseDateInput("2026-11-22 18:00:00+00")?.toISOString()).toBe(instant);
    });

    it("reads strings without a zone as IST wall-clock, not machine time", () => {
      expect(parseDateInput("2026-11-22T23:30")?.toISOString()).toBe("2026-11-22T18:00:00.000Z");
      expect(parseDateInput("2026-11-23")?.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    });

    it("returns a plain Date (not a zoned subclass)", () => {
      expect(parseDateInput("2026-11-22T23:30")?.constructor).toBe(Date);
    });

    it("returns null for missing and unparseable input", () => {
      for (const bad of [null, undefined, "", "   ", "garbage", "2026-02-30", "2026-13-01", Number.NaN, Infinity]) {
        expect(parseDateInput(bad)).toBeNull();
      }
      expect(parseDateInput(new Date("nope"))).toBeNull();
    });

    it("reads instants with a zone (Date.parse's format) as date-fns' parseISO does", () => {
      const texts = [
        "2026-11-22T18:00:00.000Z",
        "2026-11-22T18:00:00Z",
        "2026-11-22T18:00Z",
        "2026-11-22T23:30:00.5+05:30",
        "2026-11-22T00:00:00-08:00",
        "2024-02-29T23:59:59.999Z",
        "1945-06-01T12:00:00+05:30",
      ];
      for (const text of texts) {
        expect(parseDateInput(text)?.getTime(), text).toBe(parseISO(text, { in: tz("Asia/Kolkata") }).getTime());
      }
      for (const bad of ["2026-02-30T10:00:00Z", "2025-02-29T10:00:00+05:30", "2026-11-22T10:60:00Z"]) {
        expect(parseDateInput(bad), bad).toBeNull();
      }
    });

    it("does not share the caller's Date object", () => {
      const original = new Date("2026-11-22T18:00:00Z");
      expect(parseDateInput(original)).not.toBe(original);
    });
  });

  describe("fallbacks", () => {
    it("shows 'Date TBA' for a missing date by default", () => {
      expect(formatIstShortDate(null)).toBe(DATE_TBA);
      expect(formatIstLongDate(undefined)).toBe(DATE_TBA);
      expect(formatIstTime("")).toBe(DATE_TBA);
      expect(DATE_TBA).toBe("Date TBA");
    });

    it("lets the caller choose the text for a missing date", () => {
      expect(formatIstTime(null, { missing: "" })).toBe("");
      expect(formatBlogDate(undefined, { missing: "Unknown" })).toBe("Unknown");
    });

    it("shows 'Invalid date' for unparseable input, whatever the missing text", () => {
      expect(INVALID_DATE).toBe("Invalid date");
      expect(formatIstTime("not a date")).toBe(INVALID_DATE);
      expect(formatIstLongDate(Number.NaN)).toBe(INVALID_DATE);
      expect(formatIstShortDate(new Date("nope"), { missing: "x" })).toBe(INVALID_DATE);
      expect(formatBlogDate("2026-02-30")).toBe(INVALID_DATE);
    });

    it("formats with any pattern through formatIst", () => {
      expect(formatIst(MIDNIGHT_MONDAY, "yyyy-MM-dd HH:mm")).toBe("2026-11-23 00:00");
    });
  });

  describe("recentOrIstDate", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

    it("says minutes and hours ago within a day, then the IST date and time", () => {
      expect(recentOrIstDate(ago(0.5), now)).toBe(JUST_NOW);
      expect(recentOrIstDate(ago(5), now)).toBe("5 min ago");
      expect(recentOrIstDate(ago(125), now)).toBe("2 h ago");
      expect(recentOrIstDate(ago(24 * 60 - 1), now)).toBe("23 h ago");
      // A day ago is 12:00 UTC on the 21st: 5:30 PM IST.
      expect(recentOrIstDate(ago(24 * 60), now)).toBe("Nov 21, 2026, 5:30 PM IST");
      // 23:00 UTC is already the next day in IST.
      expect(recentOrIstDate("2026-11-19T23:00:00Z", now)).toBe("Nov 20, 2026, 4:30 AM IST");
      expect(recentOrIstDate("nonsense", now)).toBe(TIME_AGO_FALLBACK);
    });
  });

  describe("timeAgo", () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const MINUTE = 60_000;

    it("says how long ago in whole units with a suffix", () => {
      expect(timeAgo(ago(5 * MINUTE), now)).toBe("5 minutes ago");
      expect(timeAgo(ago(MINUTE), now)).toBe("1 minute ago");
      expect(timeAgo(ago(2 * 60 * MINUTE), now)).toBe("2 hours ago");
      expect(timeAgo(ago(3 * 24 * 60 * MINUTE), now)).toBe("3 days ago");
      expect(timeAgo("2026-11-22T11:55:00Z", "2026-11-22T12:00:00Z")).toBe("5 minutes ago");
    });

    it("says 'just now' under a minute and for future times", () => {
      expect(timeAgo(now, now)).toBe(JUST_NOW);
      expect(timeAgo(ago(59_999), now)).toBe(JUST_NOW);
      expect(timeAgo(new Date(now.getTime() + 5 * MINUTE), now)).toBe(JUST_NOW);
    });

    it("falls back to 'some time ago' when it cannot tell", () => {
      expect(TIME_AGO_FALLBACK).toBe("some time ago");
      expect(timeAgo("garbage", now)).toBe(TIME_AGO_FALLBACK);
      expect(timeAgo(null, now)).toBe(TIME_AGO_FALLBACK);
      expect(timeAgo(now, "garbage")).toBe(TIME_AGO_FALLBACK);
    });

    it("defaults now to the current time", () => {
      expect(timeAgo(new Date(Date.now() - 10 * MINUTE))).toBe("10 minutes ago");
    });
  });

  describe("datetime-local values as IST wall-clock", () => {
    it("reads the value as IST", () => {
      expect(istWallClockToUtc("2026-11-22T23:30")?.toISOString()).toBe("2026-11-22T18:00:00.000Z");
      expect(istWallClockToUtc("2026-11-23T00:00")?.toISOString()).toBe("2026-11-22T18:30:00.000Z");
      expect(istWallClockToUtc("2026-11-22T23:59:59")?.toISOString()).toBe("2026-11-22T18:29:59.000Z");
      expect(istWallClockToUtc(" 2026-03-08T02:30 ")?.toISOString()).toBe("2026-03-07T21:00:00.000Z");
    });

    it("returns a plain Date", () => {
      expect(istWallClockToUtc("2026-11-22T23:30")?.constructor).toBe(Date);
    });

    it("returns null for blank or impossible values", () => {
      for (const bad of [null, undefined, "", "garbage", "2026-11-22", "2026-11-22 23:30", "2026-11-22T23:30Z"]) {
        expect(istWallClockToUtc(bad)).toBeNull();
      }
      for (const impossible of ["2026-02-29T10:00", "2026-04-31T10:00", "2026-11-22T24:00", "2026-11-22T10:60"]) {
        expect(istWallClockToUtc(impossible)).toBeNull();
      }
      expect(istWallClockToUtc("2028-02-29T10:00")?.toISOString()).toBe("2028-02-29T04:30:00.000Z");
    });

    it("prefills an input with the IST wall-clock of an instant", () => {
      expect(utcToIstWallClock(LAST_MINUTE_OF_SUNDAY)).toBe("2026-11-22T23:59");
      expect(utcToIstWallClock(MIDNIGHT_MONDAY)).toBe("2026-11-23T00:00");
      expect(utcToIstWallClock("2026-11-22T18:00:00Z")).toBe("2026-11-22T23:30");
      expect(utcToIstWallClock(null)).toBe("");
      expect(utcToIstWallClock("garbage")).toBe("");
    });

    it("round-trips", () => {
      for (const value of ["2026-01-01T00:00", "2026-06-30T18:29", "2026-12-31T23:59"]) {
        expect(utcToIstWallClock(istWallClockToUtc(value))).toBe(value);
      }
    });
  });

  describe("IST days", () => {
    it("keys an instant by its IST calendar day", () => {
      expect(istDayKey(LAST_MINUTE_OF_SUNDAY)).toBe("2026-11-22");
      expect(istDayKey(MIDNIGHT_MONDAY)).toBe("2026-11-23");
      expect(istDayKey("2026-12-31T18:30:00Z")).toBe("2027-01-01");
    });

    it("throws on a missing or invalid date", () => {
      expect(() => istDayKey(null)).toThrow(RangeError);
      expect(() => istDayKey("garbage")).toThrow(RangeError);
    });

    it("shifts day keys across month, year and leap-day boundaries", () => {
      expect(shiftIstDayKey("2026-03-01", -1)).toBe("2026-02-28");
      expect(shiftIstDayKey("2028-03-01", -1)).toBe("2028-02-29");
      expect(shiftIstDayKey("2026-12-31", 1)).toBe("2027-01-01");
      expect(shiftIstDayKey("2026-11-22", 0)).toBe("2026-11-22");
      expect(shiftIstDayKey("2026-11-22", -30)).toBe("2026-10-23");
      expect(() => shiftIstDayKey("22/11/2026", 1)).toThrow(RangeError);
    });

    it("finds the instant the IST day began", () => {
      expect(startOfIstDay(LAST_MINUTE_OF_SUNDAY).toISOString()).toBe("2026-11-21T18:30:00.000Z");
      expect(startOfIstDay(MIDNIGHT_MONDAY).toISOString()).toBe("2026-11-22T18:30:00.000Z");
      expect(startOfIstDay("2026-11-22T12:00:00Z").toISOString()).toBe("2026-11-21T18:30:00.000Z");
      expect(startOfIstDay(MIDNIGHT_MONDAY).constructor).toBe(Date);
      expect(() => startOfIstDay("garbage")).toThrow(RangeError);
    });

    it("agrees with istDayKey", () => {
      expect(istDayKey(startOfIstDay(LAST_MINUTE_OF_SUNDAY))).toBe("2026-11-22");
    });

    it("computes the same IST midnight as date-fns tz, on both sides of midnight and before 1946", () => {
      const instants = [
        Date.UTC(2026, 10, 21, 18, 29, 59, 999),
        Date.UTC(2026, 10, 21, 18, 30),
        Date.UTC(1970, 0, 1),
        Date.UTC(1945, 11, 31, 18, 29, 59, 999),
        Date.UTC(1946, 0, 1),
        Date.UTC(1943, 5, 1, 12),
        Date.UTC(1900, 0, 1, 20),
        Date.UTC(2100, 1, 28, 18, 30),
      ];
      for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 37_777_777) instants.push(ms);
      for (const ms of instants) {
        expect(startOfIstDay(ms).getTime(), new Date(ms).toISOString()).toBe(
          startOfDay(new Date(ms), { in: tz("Asia/Kolkata") }).getTime(),
        );
      }
    });
  });
});
