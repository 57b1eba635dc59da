/** Path and query parameters used by many routes, with the messages the spec and our API use. */
import { idField } from "../validation/fields";
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

/** Marks the issue of a path id that cannot name a row: the server answers it with 404, not 422. */
const PATH_NOT_FOUND = "pathNotFound";

export const isPathNotFound = (issue: { code: string; params?: Record<string, unknown> }) =>
  issue.code === "custom" && issue.params?.[PATH_NOT_FOUND] === true;

/**
 * The uuid check of a path id, lowercased (the form stored and used in XP subject keys). Anything
 * that is not a uuid cannot name a row: `notFoundMessage` with a 404 (src/server/lib/openapi.ts),
 * never a 422, and never a 500 from the database's uuid cast.
 */
const rowId = <S extends z.ZodString>(schema: S, notFoundMessage: string) =>
  schema.toLowerCase().refine((value) => idField.safeParse(value).success, {
    error: notFoundMessage,
    params: { [PATH_NOT_FOUND]: true },
  });

/**
 * `{ id }` in a path. Blank is a 422 with `requiredMessage`; anything else that is not a uuid is the
 * resource's 404 with `notFoundMessage`. Without `notFoundMessage` the route checks the id itself
 * (src/server/lib/ids.ts).
 */
export const uuidPathParam = <Name extends string>(name: Name, requiredMessage: string, notFoundMessage?: string) => {
  const present = z.string().trim().min(1, { error: requiredMessage, abort: true });
  return z.object({
    [name]: (notFoundMessage ? rowId(present, notFoundMessage) : present).openapi({
      param: { name, in: "path" },
      format: "uuid",
    }),
  } as { [K in Name]: z.ZodString });
};

/**
 * `{ id }` in a path where the spec names no 'required' message: anything that is not the uuid of a
 * row, blank included, is that resource's 404 with `notFoundMessage`. Without `notFoundMessage` the
 * route checks the id itself (src/server/lib/ids.ts).
 */
export const idPathParam = <Name extends string>(name: Name, notFoundMessage?: string) =>
  z.object({
    [name]: (notFoundMessage ? rowId(z.string(), notFoundMessage) : z.string()).openapi({
      param: { name, in: "path" },
      format: "uuid",
    }),
  } as { [K in Name]: z.ZodString });
