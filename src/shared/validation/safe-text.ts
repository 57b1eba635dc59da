/**
 * Text the database can store: no NUL (Postgres refuses it in text columns) and no unpaired UTF-16
 * surrogate (not valid Unicode, so it cannot be encoded as UTF-8). One rule, used by the zod text
 * fields and by the server's check on every query string, path and JSON body (see
 * src/server/middleware/refuse-unsafe-text.ts).
 */
import { z } from "zod";

export const UNSAFE_TEXT_MESSAGE = "Text must not contain NUL characters or broken Unicode (unpaired surrogates).";

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && !UNPAIRED_SURROGATE.test(value);
}

/** The zod refinement for any text input: `z.string().check(safeText())`. */
export const safeText = () => z.refine<string>(isSafeText, UNSAFE_TEXT_MESSAGE);

/** Every string in a parsed JSON value, keys included, is safe text. */
export function isSafeJson(value: unknown, depth = 0): boolean {
  // Deeper than any form we accept; the route's own schema refuses it.
  if (depth > 64) return true;
  if (typeof value === "string") return isSafeText(value);
  if (Array.isArray(value)) return value.every((item) => isSafeJson(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.entries(value).every(([key, item]) => isSafeText(key) && isSafeJson(item, depth + 1));
  }
  return true;
}
