/** /api/home: everything the home page shows, in one request (001 §7). Served by src/server/home. */
import { actCardSchema } from "./acts";
import { blogListItemSchema } from "./blogs";
import { defineRoute, jsonContent, z } from "./define";
import { gigListItemSchema } from "./events";

const tags: ["Home"] = ["Home"];

export const homeSchema = z
  .object({
    /** Whose page this is (null: a visitor's); the fan's city picks the gigs. */
    viewerId: z.string().nullable(),
    /** Six featured bands, featured ascending (001 §7). */
    featuredBands: z.array(actCardSchema),
    /** Four upcoming gigs in `city` (the fan's, else Mumbai); city null: the fallback to every city. */
    upcomingGigs: z.object({ city: z.string().nullable(), items: z.array(gigListItemSchema) }),
    latestBlogs: z.array(blogListItemSchema),
  })
  .openapi("Home");
export type Home = z.infer<typeof homeSchema>;

export const getHome = defineRoute({
  method: "get",
  path: "/api/home",
  tags,
  summary: "Featured bands, upcoming gigs (the fan's city, else Mumbai, else anywhere) and the latest blog posts",
  responses: { 200: jsonContent(homeSchema, "The home page's data") },
});

export const routes = { getHome };
