/**
 * /api/discover: the merged artists-and-bands list of /artists (001 §2 'Discover Artists & Bands',
 * §3 'Discover item') and the cities its location filter offers. Served by src/server/artists.
 */
import { actCardSchema } from "./acts";
import { actFilterQuery } from "./bands";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { pageQuery } from "./params";

const tags: ["Discover"] = ["Discover"];

export const DISCOVER_TYPES = ["all", "artist", "band"] as const;
export type DiscoverType = (typeof DISCOVER_TYPES)[number];

/** `?type=`: both kinds when absent. */
const typeQuery = {
  type: z.enum(DISCOVER_TYPES, { error: "Type must be all, artist or band" }).default("all"),
};

export const listDiscover = defineRoute({
  method: "get",
  path: "/api/discover",
  tags,
  summary: "Listed artists and bands merged in name order, filtered, in keyset pages",
  request: { query: z.object({ ...actFilterQuery, ...typeQuery, ...pageQuery(24) }) },
  responses: { 200: jsonContent(pageOf(actCardSchema), "A page of act cards") },
  errors: [422],
});

export const listDiscoverLocations = defineRoute({
  method: "get",
  path: "/api/discover/locations",
  tags,
  summary: "The cities of listed acts (the part of the location before the comma), for the location filter",
  request: { query: z.object(typeQuery) },
  responses: {
    200: jsonContent(
      z.object({ items: z.array(z.string()) }),
      "The busiest cities, A–Z (cacheable by the browser for 5 minutes)",
    ),
  },
  errors: [422],
});

export const routes = { listDiscover, listDiscoverLocations };
