/**
 * /api/search: site search over bands, artists, venues and gigs (the header's box and the /search
 * page). Served by src/server/search.
 */
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from "../search";
import { actCardSchema } from "./acts";
import { defineRoute, jsonContent, z } from "./define";
import { venueListItemSchema } from "./venues";

const tags: ["Search"] = ["Search"];

export const SEARCH_TYPES = ["band", "artist", "venue", "gig"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per kind: a search box shows a handful of each, never a list to page through. */
const MAX_PER_KIND = 20;

/** `?types=band,venue`: the kinds to search, each once; absent or blank means all four. */
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
  })
  .openapi({ type: "string", description: `Comma-separated, among ${SEARCH_TYPES.join(", ")}; all when absent` });

const searchQuery = z.object({
  q: z
    .string({ error: "Type something to search for" })
    .trim()
    .min(SEARCH_MIN_LENGTH, `Search needs at least ${SEARCH_MIN_LENGTH} characters`)
    .max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`),
  types: typesParam,
  limit: z.coerce
    .number<string | number | undefined>({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PER_KIND, `limit must be at most ${MAX_PER_KIND}`)
    .default(5),
});

/** A gig as a search hit: enough for one line linking to /events/{id}. */
export const searchGigSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** ISO time; null when the gig has no date yet. */
    startTime: z.string().nullable(),
    venueName: z.string().nullable(),
    city: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
  })
  .openapi("SearchGig");

export const searchResultsSchema = z
  .object({
    /** The text searched for, trimmed. */
    query: z.string(),
    bands: z.array(actCardSchema),
    artists: z.array(actCardSchema),
    venues: z.array(venueListItemSchema),
    gigs: z.array(searchGigSchema),
  })
  .openapi("SearchResults");
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const search = defineRoute({
  method: "get",
  path: "/api/search",
  tags,
  summary: "Bands, artists, venues and gigs matching q (by name, near-spelling or words), best first",
  request: { query: searchQuery },
  responses: {
    200: jsonContent(searchResultsSchema, "At most `limit` of each asked kind; kinds not asked come back empty"),
  },
  errors: [422],
});

export const routes = { search };
