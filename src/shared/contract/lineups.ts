/**
 * /api/lineup-acts: the bands and artists a gig's line-up can hold (issue 12 item 5), for the
 * search-as-you-type line-up editor of the event forms. Served by src/server/lineups.
 */
import { defineRoute, jsonContent, z } from "./define";

const tags: ["Line-ups"] = ["Line-ups"];

/** One act a line-up can name: a band (page /bands/{id}) or an artist (page /artists/{id}, their user id). */
export const lineupActOptionSchema = z
  .object({
    kind: z.enum(["band", "artist"]),
    /** The band's id, or the artist's user id. */
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    /** The act's home town as its page gives it, to tell two acts of the same name apart. */
    location: z.string().nullable(),
  })
  .openapi("LineupActOption");
export type LineupActOption = z.infer<typeof lineupActOptionSchema>;

/** A line-up entry as gig pages and forms show it, in billing order. */
export const lineupActSchema = lineupActOptionSchema
  .extend({
    /** Primary genre first, then the secondary one (band cards show them). */
    genres: z.array(z.string()),
    headliner: z.boolean(),
  })
  .openapi("LineupAct");
export type LineupAct = z.infer<typeof lineupActSchema>;

export const searchLineupActs = defineRoute({
  method: "get",
  path: "/api/lineup-acts",
  tags,
  summary: "Bands and artists whose name contains q, bands first, by name (none under 2 characters)",
  request: {
    query: z.object({
      q: z.string().trim().max(100, "q is at most 100 characters").default(""),
      limit: z.coerce.number<string | number | undefined>().int().min(1).max(20).default(10),
    }),
  },
  responses: { 200: jsonContent(z.object({ acts: z.array(lineupActOptionSchema) }), "Matching acts") },
  errors: [422],
});

export const routes = { searchLineupActs };
