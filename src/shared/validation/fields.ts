/**
 * Field building blocks for the schemas. They describe whole forms (PUT semantics): a blank or absent
 * optional text becomes null, which is how the database says "not given".
 */
import { z } from "zod";
import { parseDateInput } from "../datetime";
import { GENRES } from "../genres";
import { MESSAGES, maxChars } from "./messages";
import { safeText } from "./safe-text";

/** Trimmed text that must not be blank; `message` is shown for both missing and blank. */
export function requiredText(message: string, max = 200) {
  return z.string({ error: message }).trim().min(1, message).max(max, maxChars(max)).check(safeText());
}

/** Trimmed text, null when blank or absent; otherwise it must also pass `schema`. */
export function blankToNull<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(schema.nullable());
}

/** Trimmed text, or null when blank or absent. */
export function optionalText(max = 200) {
  return blankToNull(z.string().max(max, maxChars(max)).check(safeText()));
}

/** A required e-mail address; `invalid` replaces the spec's generic 'Required' / 'Invalid email'. */
export function emailField(invalid?: string) {
  return z
    .string({ error: invalid ?? MESSAGES.required })
    .trim()
    .min(1, invalid ?? MESSAGES.required)
    .max(254, maxChars(254))
    .pipe(z.email(invalid ?? MESSAGES.invalidEmail));
}

/** An optional e-mail address: blank or absent is null, anything else must be an address. */
export function optionalEmail() {
  return blankToNull(z.email(MESSAGES.invalidEmail).max(254, maxChars(254)));
}

/** http(s) only: these become links, and a `javascript:` URL in an href would run on click. */
const httpUrl = z.url({ protocol: /^https?$/, error: MESSAGES.invalidUrl }).max(2048, maxChars(2048));

export function optionalHttpUrl() {
  return blankToNull(httpUrl);
}

/** A path on this site; browsers read '//host' and '/\\host' as another site. */
const SITE_PATH = /^\/(?![/\\])/;

/** An image: our own upload path ('/media/…') or an http(s) URL. */
export const imageRef = z
  .string()
  .trim()
  .max(2048, maxChars(2048))
  .refine((value) => SITE_PATH.test(value) || httpUrl.safeParse(value).success, { error: MESSAGES.invalidImageRef });

export function optionalImageRef() {
  return blankToNull(imageRef);
}

/** One of the spec's genres (001 §9), or null when not chosen. */
export function optionalGenre() {
  return blankToNull(z.enum(GENRES, { error: MESSAGES.genreUnknown }));
}

/** Reads a form number: numbers as they are, numeric strings parsed, anything else null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A number field that falls back when blank or unreadable (001 §5: halls → 1, rating → 4, featured → 0).
 * Accepts NaN because an empty <input type="number"> read with valueAsNumber gives NaN.
 * Only blanks fall back: a readable but out-of-range value is an error for `.pipe()` to report.
 */
export function numberOr(fallback: number) {
  return z
    .union([z.number(), z.nan(), z.string()])
    .nullish()
    .transform((value) => readNumber(value) ?? fallback);
}

/**
 * A date-time from a form or the API: a datetime-local value ('2026-11-22T23:30') is IST wall-clock
 * (001 §5), an ISO string with a zone is exact. Blank or absent is null; unreadable is an error.
 */
export function optionalIstDateTime() {
  return z
    .union([z.string(), z.date()])
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return null;
      const date = parseDateInput(value);
      if (!date) ctx.addIssue({ code: "custom", message: MESSAGES.invalidDateTime });
      return date ?? null;
    });
}

/** An id in the 8-4-4-4-12 hex shape; lenient on version bits so fixed test ids pass. */
export const idField = z.guid();
