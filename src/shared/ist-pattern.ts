/**
 * Formats an instant in IST with a date-fns pattern (the subset of tokens 001 §9's formats use),
 * without date-fns' `format`, its locale or Intl: a phone's first `Intl.DateTimeFormat` (which
 * date-fns' IST context asks for the zone's offset) cost 85–290 ms of main thread at 4× CPU while
 * a page hydrated, and `format` with its locale about 6 KB gzipped of every page with a date
 * (issue 20). IST has been a fixed UTC+05:30 since 1945-10-15 (no daylight saving), so the wall
 * clock is the instant plus 330 minutes; older instants take their offset from the tz database
 * (`tzOffset`, the function date-fns' IST context uses). ist-pattern.test.ts checks every pattern
 * the app writes against date-fns.
 */
import { tzOffset } from "@date-fns/tz";
import { PRODUCT_TIME_ZONE } from "./product";

export const IST_OFFSET_MINUTES = 330;
/** From here on IST is a fixed offset (it was since 1945-10-15). */
export const FIXED_IST_SINCE = Date.UTC(1946, 0, 1);

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The IST offset in minutes at an instant. */
function offsetMinutes(ms: number): number {
  return ms >= FIXED_IST_SINCE ? IST_OFFSET_MINUTES : tzOffset(PRODUCT_TIME_ZONE, new Date(ms));
}

const pad = (value: number, length: number) => String(value).padStart(length, "0");

type Fields = Date; // a Date whose UTC fields are the IST wall clock

/** '+05:30' (date-fns' XXX / xxx: 'Z' for a zero offset only with X, which IST never has). */
function isoOffset(minutes: number, zeroAsZ: boolean): string {
  if (minutes === 0 && zeroAsZ) return "Z";
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.trunc(abs / 60), 2)}:${pad(abs % 60, 2)}`;
}

const TOKENS: Record<string, (wall: Fields, offset: number) => string> = {
  yyyy: (wall) => pad(eraYear(wall), 4),
  yy: (wall) => pad(eraYear(wall) % 100, 2),
  y: (wall) => String(eraYear(wall)),
  MMMM: (wall) => MONTHS[wall.getUTCMonth()]!,
  MMM: (wall) => MONTHS[wall.getUTCMonth()]!.slice(0, 3),
  MM: (wall) => pad(wall.getUTCMonth() + 1, 2),
  M: (wall) => String(wall.getUTCMonth() + 1),
  dd: (wall) => pad(wall.getUTCDate(), 2),
  d: (wall) => String(wall.getUTCDate()),
  EEEEE: (wall) => WEEKDAYS[wall.getUTCDay()]!.slice(0, 1),
  EEEE: (wall) => WEEKDAYS[wall.getUTCDay()]!,
  EEE: (wall) => WEEKDAYS[wall.getUTCDay()]!.slice(0, 3),
  HH: (wall) => pad(wall.getUTCHours(), 2),
  H: (wall) => String(wall.getUTCHours()),
  hh: (wall) => pad(wall.getUTCHours() % 12 || 12, 2),
  h: (wall) => String(wall.getUTCHours() % 12 || 12),
  mm: (wall) => pad(wall.getUTCMinutes(), 2),
  m: (wall) => String(wall.getUTCMinutes()),
  ss: (wall) => pad(wall.getUTCSeconds(), 2),
  s: (wall) => String(wall.getUTCSeconds()),
  a: (wall) => (wall.getUTCHours() < 12 ? "AM" : "PM"),
  XXX: (_, offset) => isoOffset(offset, true),
  xxx: (_, offset) => isoOffset(offset, false),
};

// date-fns' 'y' counts years of the era: 1 BC is year 1, not 0.
const eraYear = (wall: Fields) => {
  const year = wall.getUTCFullYear();
  return year > 0 ? year : 1 - year;
};

// A quoted literal ('IST', '' for a quote), a run of one letter (a token), or any other character.
const PARTS = /''|'(?:''|[^'])*(?:'|$)|([A-Za-z])\1*|./g;

/** A pattern split once into literals and token functions (the app uses a dozen patterns). */
const compiled = new Map<string, (string | ((wall: Fields, offset: number) => string))[]>();

function compile(pattern: string) {
  let parts = compiled.get(pattern);
  if (parts) return parts;
  parts = [];
  for (const [part] of pattern.matchAll(PARTS)) {
    if (part === "''") parts.push("'");
    else if (part.startsWith("'"))
      parts.push(part.slice(1, part.endsWith("'") && part.length > 1 ? -1 : undefined).replace(/''/g, "'"));
    else if (/^[A-Za-z]/.test(part)) {
      const token = TOKENS[part];
      if (!token) throw new RangeError(`formatIstPattern: the token ${part} is not supported (pattern ${pattern})`);
      parts.push(token);
    } else parts.push(part);
  }
  compiled.set(pattern, parts);
  return parts;
}

/** `format(date, pattern, { in: tz("Asia/Kolkata") })` of date-fns, for the tokens above. */
export function formatIstPattern(date: Date, pattern: string): string {
  const ms = date.getTime();
  const offset = offsetMinutes(ms);
  const wall = new Date(ms + offset * 60_000);
  return compile(pattern)
    .map((part) => (typeof part === "string" ? part : part(wall, offset)))
    .join("");
}
