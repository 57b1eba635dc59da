import { z } from "zod";
import { unprocessable } from "./errors";

/**
 * Keyset pagination: a page is `{ items, nextCursor }`, and the cursor is an opaque base64url token
 * holding the sort key of the last item shown. Lists never use OFFSET, so page 500 of 50,000 gigs
 * costs what page 1 does.
 */
export type Page<T> = { items: T[]; nextCursor: string | null };

export { cursorParam, limitParam, MAX_PAGE_SIZE } from "@/shared/contract/params";

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key), "utf8").toString("base64url");
}

/** The cursor's sort key checked against `schema`; a forged or stale token is a 422, never a 500. */
export function readCursor<S extends z.ZodType>(token: string | undefined, schema: S): z.output<S> | undefined {
  if (!token) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    throw unprocessable("Invalid cursor", { cursor: ["Invalid cursor"] });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw unprocessable("Invalid cursor", { cursor: ["Invalid cursor"] });
  return parsed.data;
}

/**
 * Cuts a `limit + 1` fetch down to one page: the extra row only says that another page exists, and
 * the cursor is the key of the last row kept.
 */
export function toPage<Row, Item>(
  rows: readonly Row[],
  limit: number,
  present: (row: Row) => Item,
  keyOf: (row: Row) => unknown,
): Page<Item> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map((row) => present(row)),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * The cursor of a newest-first list: the row's timestamp as PostgreSQL writes it (its text keeps
 * the microseconds a JavaScript Date would drop) and its id as the tie-breaker.
 */
export const timeCursorSchema = z.object({ t: z.string().min(1).max(64), id: z.guid() });
export type TimeCursor = z.infer<typeof timeCursorSchema>;
