/**
 * The part of datetime.ts the home page's cards need: reading a DateInput, their two date formats
 * (ist-pattern.ts: fixed-offset arithmetic, no Intl), and IST midnight (a gig card's 'Past'). It
 * is its own module so the home page does not download the rest of datetime.ts; datetime.ts
 * re-exports all of it, so import from there unless you are writing something the home page renders.
 */
import { tz } from "@date-fns/tz";
import { parseISO, startOfDay } from "date-fns";
import { FIXED_IST_SINCE, formatIstPattern, IST_OFFSET_MINUTES } from "./ist-pattern";
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

// ECMAScript's date-time string format with a zone: Date.parse reads it the same everywhere.
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Epoch ms of such an instant (NaN for a day the month does not have); null for any other text. */
function instantWithZone(text: string): number | null {
  const match = ISO_INSTANT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // V8's Date.parse rolls 30 February over into March; parseISO refuses it, and so does this.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return Number.NaN;
  return Date.parse(text);
}

/** Like parseDateInput, but tells a missing value from an unparseable one (they show differently). */
export function classify(input: DateInput): Parsed {
  if (input === null || input === undefined) return "missing";
  let ms: number;
  if (input instanceof Date) ms = input.getTime();
  else if (typeof input === "number") ms = input;
  else if (typeof input === "string") {
    const text = input.trim();
    if (text === "") return "missing";
    // An instant with its zone, as the API writes them (toISOString), is read by Date.parse, whose
    // format this is: date-fns' IST context would build a TZDate, and that asks Intl for the zone's
    // offset, whose first use costs a phone a long task while the page hydrates (issue 20, TBT).
    ms = instantWithZone(text) ?? parseISO(text, { in: inIst }).getTime();
  } else return "invalid";
  // Always hand back a plain Date: a TZDate leaks its zone into toString() and throws when invalid.
  return Number.isFinite(ms) ? new Date(ms) : "invalid";
}

type CardDay = "numeric" | "2-digit";

/** 'Nov 2, 2026': gig and event dates. */
export function formatIstShortDate(input: DateInput, options?: FormatOptions): string {
  return formatCardDate(input, "numeric", options);
}

/** 'Nov 02, 2026': blog cards (001 §2 uses a zero-padded day there, unlike gigs). */
export function formatBlogDate(input: DateInput, options?: FormatOptions): string {
  return formatCardDate(input, "2-digit", options);
}

/** IST_FORMATS.shortDate / blogDate ('MMM d, yyyy' / 'MMM dd, yyyy') of datetime.ts. */
function formatCardDate(input: DateInput, day: CardDay, options: FormatOptions = {}): string {
  const date = classify(input);
  if (date === "missing") return options.missing ?? DATE_TBA;
  if (date === "invalid") return INVALID_DATE;
  return formatIstPattern(date, day === "numeric" ? "MMM d, yyyy" : "MMM dd, yyyy");
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

const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
