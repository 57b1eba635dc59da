/** Path and query parameters used by many routes, with the messages the spec and our API use. */
import { z } from "./define";

export const MAX_PAGE_SIZE = 50;

/** `?limit=`: a whole number from 1 to 50, `fallback` when absent. */
export const limitParam = (fallback: number) =>
  z.coerce
    .number<string | number | undefined>({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

/** `?cursor=`: absent or a token from a previous page (opaque to clients). */
export const cursorParam = z.string().trim().max(500, "Invalid cursor").optional();

export const limitQuery = (fallback: number) => ({ limit: limitParam(fallback) });
export const pageQuery = (fallback: number) => ({ cursor: cursorParam, limit: limitParam(fallback) });

/** An optional filter: blank means no filter. */
export const optionalFilter = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/**
 * `{ id }` in a path. Blank is a 422 with `requiredMessage`; anything that is not a uuid cannot name
 * a row, which the server answers with 404 (src/server/lib/ids.ts), never a 500.
 */
export const uuidPathParam = <Name extends string>(name: Name, requiredMessage: string) =>
  z.object({
    [name]: z
      .string()
      .trim()
      .min(1, requiredMessage)
      .openapi({ param: { name, in: "path" }, format: "uuid" }),
  } as { [K in Name]: z.ZodString });

/**
 * `{ id }` in a path where the spec names no 'required' message: anything that is not the uuid of a
 * row, blank included, is that resource's 404 (src/server/lib/ids.ts).
 */
export const idPathParam = <Name extends string>(name: Name) =>
  z.object({
    [name]: z.string().openapi({ param: { name, in: "path" }, format: "uuid" }),
  } as { [K in Name]: z.ZodString });
