/**
 * Dates and times, always in IST (001 §9), whatever zone the server or the browser runs in.
 *
 * Every formatter takes the loose `DateInput` the API and forms hand around and never throws:
 * a missing value shows a caller-chosen text ('Date TBA' unless told otherwise) and an unparseable
 * one shows 'Invalid date' (001 §8), so a bad row degrades one label instead of a whole page.
 */
import { TZDate } from "@date-fns/tz";
import { addDays, format, formatDistanceStrict, parseISO } from "date-fns";
import {
  classify,
  DATE_TBA,
  type DateInput,
  type FormatOptions,
  INVALID_DATE,
  inIst,
  parseDateInput,
} from "./datetime-core";
import { PRODUCT_TIME_ZONE } from "./product";

// Reading inputs, the card date formats and IST midnight live in datetime-core.ts (kept free of date-fns `format`).
export {
  DATE_TBA,
  type DateInput,
  type FormatOptions,
  formatBlogDate,
  formatIstShortDate,
  INVALID_DATE,
  parseDateInput,
  startOfIstDay,
} from "./datetime-core";

export const TIME_AGO_FALLBACK = "some time ago";
export const JUST_NOW = "just now";

/** The display formats of 001 §9 (date-fns tokens), exported so server-side text uses the same ones. */
export const IST_FORMATS = {
  time: "h:mm a 'IST'",
  longDate: "EEEE, MMMM d, yyyy",
  shortDate: "MMM d, yyyy",
  blogDate: "MMM dd, yyyy",
  monthYear: "MMMM yyyy",
  wallClock: "yyyy-MM-dd'T'HH:mm",
  dayKey: "yyyy-MM-dd",
} as const;

/** Formats in IST with any date-fns pattern; the named formatters below are the spec's uses of it. */
export function formatIst(input: DateInput, pattern: string, options: FormatOptions = {}): string {
  const date = classify(input);
  if (date === "missing") return options.missing ?? DATE_TBA;
  if (date === "invalid") return INVALID_DATE;
  return format(date, pattern, { in: inIst });
}

/** '7:30 PM IST' */
export function formatIstTime(input: DateInput, options?: FormatOptions): string {
  return formatIst(input, IST_FORMATS.time, options);
}

/** 'Sunday, November 22, 2026' */
export function formatIstLongDate(input: DateInput, options?: FormatOptions): string {
  return formatIst(input, IST_FORMATS.longDate, options);
}

/** 'November 2026': the profile's 'Member since {month year}'. */
export function formatIstMonthYear(input: DateInput, options?: FormatOptions): string {
  return formatIst(input, IST_FORMATS.monthYear, options);
}

/**
 * '5 minutes ago'. Under a minute, and for future times (a client clock behind the server's), it
 * says 'just now' rather than '0 seconds ago' or 'in 3 seconds'.
 * Anything unusable gives 'some time ago' (001 §8).
 */
export function timeAgo(input: DateInput, now: DateInput = new Date()): string {
  const date = parseDateInput(input);
  const reference = parseDateInput(now);
  if (!date || !reference) return TIME_AGO_FALLBACK;
  if (reference.getTime() - date.getTime() < 60_000) return JUST_NOW;
  return formatDistanceStrict(date, reference, { addSuffix: true });
}

/**
 * The XP history's 'when' (issue 14): '2 h ago' within the last day ('just now', '5 min ago'),
 * then the IST date and time ('Nov 22, 2026, 7:30 PM IST'). Anything unusable: 'some time ago'.
 */
export function recentOrIstDate(input: DateInput, now: DateInput = new Date()): string {
  const date = parseDateInput(input);
  const reference = parseDateInput(now);
  if (!date || !reference) return TIME_AGO_FALLBACK;
  const minutes = Math.floor((reference.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return JUST_NOW;
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return `${format(date, IST_FORMATS.shortDate, { in: inIst })}, ${format(date, IST_FORMATS.time, { in: inIst })}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Reads a datetime-local input value ('2026-11-22T23:30', seconds optional) as IST wall-clock and
 * returns the instant (001 §5: form times are IST whatever the admin's browser zone is).
 * Null for blank or impossible values (Feb 30, 24:00), so forms can show their own message.
 */
export function istWallClockToUtc(value: string | null | undefined): Date | null {
  const match = WALL_CLOCK.exec(value?.trim() ?? "");
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hours, minutes, seconds, PRODUCT_TIME_ZONE);
  // The Date constructor rolls Feb 30 over to Mar 2; a value that does not round-trip was impossible.
  const roundTrip =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes;
  return roundTrip ? new Date(date.getTime()) : null;
}

/** The IST wall-clock value a datetime-local input needs ('2026-11-22T23:30'); '' when there is none. */
export function utcToIstWallClock(input: DateInput): string {
  const date = parseDateInput(input);
  return date ? format(date, IST_FORMATS.wallClock, { in: inIst }) : "";
}

/**
 * The IST calendar day of an instant, 'yyyy-MM-dd': streaks count IST days, so 23:50 and 00:10 IST
 * are two days even though they are one UTC day. Throws on a missing or invalid date, which is a bug
 * in the caller (activity rows always have a time), not something to show.
 */
export function istDayKey(input: DateInput): string {
  const date = parseDateInput(input);
  if (!date) throw new RangeError(`istDayKey: not a date: ${String(input)}`);
  return format(date, IST_FORMATS.dayKey, { in: inIst });
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The day key `days` days after (or before, when negative) a day key: walks a streak back day by day. */
export function shiftIstDayKey(dayKey: string, days: number): string {
  if (!DAY_KEY.test(dayKey)) throw new RangeError(`shiftIstDayKey: not a day key: ${dayKey}`);
  // IST has no daylight saving, so whole days from IST midnight stay on IST midnight.
  const midnight = parseISO(dayKey, { in: inIst });
  return format(addDays(midnight, days), IST_FORMATS.dayKey, { in: inIst });
}
