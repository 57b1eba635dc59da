import { Hono } from "hono";
import { z } from "zod";
import { SEARCH_MIN_LENGTH as MIN_QUERY_LENGTH } from "@/shared/search";
import type { AppEnv } from "../context";
import { validate } from "../lib/validate";
import { SEARCH_TYPES, type SearchType, search } from "./service";
import { MAX_QUERY_LENGTH } from "./text";

/** Results per kind: a search box shows a handful of each, never a list to page through. */
export const MAX_PER_KIND = 20;

const typesParam = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const asked = (value ?? "")
      .split(",")
      .map((type) => type.trim())
      .filter(Boolean);
    if (asked.length === 0) return [...SEARCH_TYPES];
    const unknown = asked.filter((type) => !(SEARCH_TYPES as readonly string[]).includes(type));
    if (unknown.length) {
      ctx.addIssue({ code: "custom", message: `Types must be among ${SEARCH_TYPES.join(", ")}` });
      return z.NEVER;
    }
    return [...new Set(asked)] as SearchType[];
  });

const searchQuery = z.object({
  q: z
    .string({ error: "Type something to search for" })
    .trim()
    .min(MIN_QUERY_LENGTH, `Search needs at least ${MIN_QUERY_LENGTH} characters`)
    .max(MAX_QUERY_LENGTH, `Search must be at most ${MAX_QUERY_LENGTH} characters`),
  types: typesParam,
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PER_KIND, `limit must be at most ${MAX_PER_KIND}`)
    .default(5),
});

/** GET /api/search?q=&types=band,artist,venue,gig&limit=: public, ranked, limited per kind. */
export function searchRoutes() {
  return new Hono<AppEnv>().get("/", validate("query", searchQuery), async (c) => {
    const { q, types, limit } = c.req.valid("query");
    return c.json({ query: q, ...(await search(c.get("deps").db.db, { q, types, limit })) });
  });
}
