/**
 * Dates and times, always in IST (001 §9), whatever zone the server or the browser runs in.
 *
 * Every formatter takes the loose `DateInput` the API and forms hand around and never throws:
 * a missing value shows a caller-chosen text ('Date TBA' unless told otherwise) and an unparseable
 * one shows 'Invalid date' (001 §8), so a bad row degrades one label instead of a whole page.
 */
import { TZDate } from "@date-fns/tz";
import { classify, DATE_TBA, type DateInput, type FormatOptions, INVALID_DATE, parseDateInput } from "./datetime-core";
import { formatIstPattern } from "./ist-pattern";
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

/**
 * Formats in IST with a date-fns pattern (the tokens ist-pattern.ts knows, which throws on others);
 * the named formatters below are the spec's uses of it.
 */
export function formatIst(input: DateInput, pattern: string, options: FormatOptions = {}): string {
  const date = classify(input);
  if (date === "missing") return options.missing ?? DATE_TBA;
  if (date === "invalid") return INVALID_DATE;
  return formatIstPattern(date, pattern);
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
  return `${distance(date, reference)} ago`;
}

const MINUTES_IN_DAY = 1_440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;
const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? "" : "s"}`;

/** Offset of the machine's zone at an instant, in ms (what date-fns takes out across a DST change). */
function machineOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  );
  utc.setUTCFullYear(date.getFullYear());
  return date.getTime() - utc.getTime();
}

/**
 * '5 minutes', '3 days', '1 year' from an earlier instant to a later one: date-fns' formatDistanceStrict
 * (rounded, the unit chosen by size, days and longer counted across the machine's DST changes), in
 * English, without date-fns' locale on the pages that show posts (issue 20; checked in ist-pattern.test.ts).
 */
function distance(earlier: Date, later: Date): string {
  const ms = later.getTime() - earlier.getTime();
  const minutes = ms / 60_000;
  const normalized = (ms - (machineOffsetMs(later) - machineOffsetMs(earlier))) / 60_000;
  if (minutes < 1) return count(Math.round(ms / 1000), "second");
  if (minutes < 60) return count(Math.round(minutes), "minute");
  if (minutes < MINUTES_IN_DAY) return count(Math.round(minutes / 60), "hour");
  if (normalized < MINUTES_IN_MONTH) return count(Math.round(normalized / MINUTES_IN_DAY), "day");
  if (normalized < MINUTES_IN_YEAR) {
    const months = Math.round(normalized / MINUTES_IN_MONTH);
    return months === 12 ? count(1, "year") : count(months, "month");
  }
  return count(Math.round(normalized / MINUTES_IN_YEAR), "year");
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
  return `${formatIstPattern(date, IST_FORMATS.shortDate)}, ${formatIstPattern(date, IST_FORMATS.time)}`;
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
  return date ? formatIstPattern(date, IST_FORMATS.wallClock) : "";
}

/**
 * The IST calendar day of an instant, 'yyyy-MM-dd': streaks count IST days, so 23:50 and 00:10 IST
 * are two days even though they are one UTC day. Throws on a missing or invalid date, which is a bug
 * in the caller (activity rows always have a time), not something to show.
 */
export function istDayKey(input: DateInput): string {
  const date = parseDateInput(input);
  if (!date) throw new RangeError(`istDayKey: not a date: ${String(input)}`);
  return formatIstPattern(date, IST_FORMATS.dayKey);
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** The day key `days` days after (or before, when negative) a day key: walks a streak back day by day. */
export function shiftIstDayKey(dayKey: string, days: number): string {
  if (!DAY_KEY.test(dayKey)) throw new RangeError(`shiftIstDayKey: not a day key: ${dayKey}`);
  // A day key is a calendar date: the same calendar arithmetic in UTC gives the same day, whatever
  // the zone's offset (Date.UTC rolls 32 November over to 2 December, as adding days does).
  const [year, month, day] = dayKey.split("-").map(Number) as [number, number, number];
  const shifted = new Date(0);
  shifted.setUTCFullYear(year, month - 1, day + days);
  const y = shifted.getUTCFullYear();
  return `${String(y).padStart(4, "0")}-${String(shifted.getUTCMonth() + 1).padStart(2, "0")}-${String(shifted.getUTCDate()).padStart(2, "0")}`;
}
