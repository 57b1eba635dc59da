/**
 * The part of datetime.ts the home page's cards need: reading a DateInput, their two date formats
 * written with Intl, and IST midnight (a gig card's 'Past'). It is its own module so the first page
 * does not download date-fns' `format` and its locale (about 6 KB gzipped); datetime.ts re-exports
 * all of it, so import from there unless you are writing something the home page renders.
 */
import { tz } from "@date-fns/tz";
import { parseISO, startOfDay } from "date-fns";
import { PRODUCT_TIME_ZONE } from "./product";

export type DateInput = Date | string | number | null | undefined;

export const INVALID_DATE = "Invalid date";
export const DATE_TBA = "Date TBA";

export type FormatOptions = {
  /** Text for a missing date (null, undefined, blank string). Defaults to 'Date TBA' (001 §8). */
  missing?: string;
};

export const inIst = tz(PRODUCT_TIME_ZONE);

/**
 * Reads a DateInput as an instant; null when it is missing (null, undefined, blank) or unparseable.
 * Strings must be ISO 8601: with a zone they are exact, without one ('2026-11-22T23:30',
 * '2026-11-22') they are read as IST wall-clock, because `new Date(string)` would use the machine's
 * zone and give a different answer on the server than in a browser abroad.
 */
export function parseDateInput(input: DateInput): Date | null {
  const result = classify(input);
  return result instanceof Date ? result : null;
}

export type Parsed = Date | "missing" | "invalid";

/** Like parseDateInput, but tells a missing value from an unparseable one (they show differently). */
export function classify(input: DateInput): Parsed {
  if (input === null || input === undefined) return "missing";
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === "number") ms = input;
  else if (typeof input === "string") {
    const text = input.trim();
    if (text === "") return "missing";
    ms = parseISO(text, { in: inIst }).getTime();
  } else return "invalid";
  // Always hand back a plain Date: a TZDate leaks its zone into toString() and throws when invalid.
  return Number.isFinite(ms) ? new Date(ms) : "invalid";
}

/** 'Nov 2, 2026': gig and event dates. */
export function formatIstShortDate(input: DateInput, options?: FormatOptions): string {
  return formatCardDate(input, "numeric", options);
}

/** 'Nov 02, 2026': blog cards (001 §2 uses a zero-padded day there, unlike gigs). */
export function formatBlogDate(input: DateInput, options?: FormatOptions): string {
  return formatCardDate(input, "2-digit", options);
}

const CARD_DATE_FORMATS = {
  numeric: new Intl.DateTimeFormat("en-US", {
    timeZone: PRODUCT_TIME_ZONE,
    month: "short",
    day: "numeric",
    year: "numeric",
  }),
  "2-digit": new Intl.DateTimeFormat("en-US", {
    timeZone: PRODUCT_TIME_ZONE,
    month: "short",
    day: "2-digit",
    year: "numeric",
  }),
};

/**
 * IST_FORMATS.shortDate / blogDate ('MMM d, yyyy' / 'MMM dd, yyyy') of datetime.ts, written with Intl
 * (see the top of this file); the unit tests check that both give the same text.
 */
function formatCardDate(input: DateInput, day: keyof typeof CARD_DATE_FORMATS, options: FormatOptions = {}): string {
  const date = classify(input);
  if (date === "missing") return options.missing ?? DATE_TBA;
  if (date === "invalid") return INVALID_DATE;
  const parts = Object.fromEntries(CARD_DATE_FORMATS[day].formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.month} ${parts.day}, ${parts.year!.padStart(4, "0")}`;
}

/** The instant IST midnight began on the IST day of `now`: the cut-off for 'today or later'. */
export function startOfIstDay(now: DateInput = new Date()): Date {
  const date = parseDateInput(now);
  if (!date) throw new RangeError(`startOfIstDay: not a date: ${String(now)}`);
  const ms = date.getTime();
  // Every gig list and venue page asks for this; date-fns tz costs ~2% of such a request. Since
  // 1945-10-15 IST has been a fixed UTC+05:30 (no daylight saving), so plain arithmetic gives the
  // same instant; older dates (other offsets in the tz database) still go through date-fns.
  if (ms >= FIXED_IST_SINCE) return new Date(Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS);
  return new Date(startOfDay(date, { in: inIst }).getTime());
}

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const FIXED_IST_SINCE = Date.UTC(1946, 0, 1);
