/**
 * /api/manage: the page managers' dashboard, 'My Pages' (issue 12 item 6). Counts only: no fan is
 * named, and a city (or a band in a venue's city) with fewer than 3 fans is answered as "fewer than 3"
 * by the server itself. Served by src/server/manage; who may see a page's numbers is pages/policy.ts.
 */
import { defineRoute, jsonContent, z } from "./define";
import { pageKindSchema, pageRoleSchema } from "./pages";

const tags: ["Manage"] = ["Manage"];

/** Below this many fans a count is not shown (a city of one or two fans is nearly a person). */
export const SMALL_COUNT = 3;
export const FEWER_THAN_3 = "fewer than 3";
/** The followers chart's length, in IST days ending today. */
export const CHART_DAYS = 90;

const pageParams = z.object({
  kind: z.enum(["bands", "artists", "venues"]).openapi({ param: { name: "kind", in: "path" } }),
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

/** A page the member runs: a tab of /manage. `artist` is an artist's own page (no page_managers row). */
export const myPageSchema = z
  .object({
    kind: pageKindSchema,
    id: z.string(),
    name: z.string(),
    role: z.union([pageRoleSchema, z.literal("artist")]),
  })
  .openapi("MyPage");
export type MyPage = z.infer<typeof myPageSchema>;

/** A count that is withheld below 3: `count` null and `label` "fewer than 3". */
const guardedCount = {
  count: z.number().int().nullable(),
  label: z.string(),
};

export const dashboardSchema = z
  .object({
    page: z.object({ kind: pageKindSchema, id: z.string(), name: z.string(), city: z.string().nullable() }),
    /** Bands and artists: followers now and at the end of each of the last 90 IST days (oldest first). */
    followers: z
      .object({
        now: z.number().int(),
        daily: z.array(z.object({ day: z.string(), followers: z.number().int() })),
      })
      .nullable(),
    /** Bands and artists: the Scream-O-Meter votes per level (1–7) and their average. */
    screams: z
      .object({
        fans: z.number().int(),
        average: z.number().nullable(),
        levels: z.array(z.object({ level: z.number().int(), label: z.string(), fans: z.number().int() })),
      })
      .nullable(),
    /** Bands: Bring to My City per city, most fans first, with the requests of the last 30 days. */
    demand: z
      .object({
        total: z.number().int(),
        cities: z.array(z.object({ city: z.string(), ...guardedCount, last30Days: z.number().int().nullable() })),
      })
      .nullable(),
    /** Venues: the bands the venue's city asks for most (Bring to My City from that city). */
    cityWants: z
      .object({
        city: z.string().nullable(),
        bands: z.array(z.object({ bandId: z.string(), name: z.string(), ...guardedCount })),
      })
      .nullable(),
    /** Upcoming gigs of the page (its line-ups; a venue's: those at it), soonest first. */
    gigs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        startTime: z.string().nullable(),
        venueName: z.string().nullable(),
        city: z.string().nullable(),
        cancelled: z.boolean(),
        rsvps: z.number().int(),
        calendarAdds: z.number().int(),
        ticketClicks: z.number().int(),
      }),
    ),
  })
  .openapi("ManagerDashboard");
export type ManagerDashboard = z.infer<typeof dashboardSchema>;

export const listMyPages = defineRoute({
  method: "get",
  path: "/api/manage",
  tags,
  summary: "The pages the signed-in member runs (band, artist page, venue): the tabs of 'My Pages'",
  responses: { 200: jsonContent(z.object({ pages: z.array(myPageSchema) }), "The member's pages") },
  errors: [401],
});

export const getDashboard = defineRoute({
  method: "get",
  path: "/api/manage/{kind}/{id}",
  tags,
  summary: "A page's demand and gig numbers for its managers and admins (counts only)",
  request: { params: pageParams },
  responses: { 200: jsonContent(z.object({ dashboard: dashboardSchema }), "The page's numbers") },
  errors: [401, 403, 404],
});

export const getDashboardCsv = defineRoute({
  method: "get",
  path: "/api/manage/{kind}/{id}/csv",
  tags,
  summary: "The same numbers as a CSV download (counts only)",
  request: { params: pageParams },
  responses: { 200: { content: { "text/csv": { schema: z.string() } }, description: "A CSV attachment" } },
  errors: [401, 403, 404],
});

export const routes = { listMyPages, getDashboard, getDashboardCsv };
