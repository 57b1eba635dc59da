/**
 * /api/demand: the public demand board (issue 12 item 7): which bands a city's fans ask for most
 * (Bring to My City), with their upcoming gigs there, and a band's top cities. Served by
 * src/server/demand; decisions in docs/decisions/demand.md.
 */
import { CITY_MAX_LENGTH } from "../validation/auth";
import { MESSAGES } from "../validation/messages";
import { safeText } from "../validation/safe-text";
import { BAND_NOT_FOUND } from "./bands";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { cursorParam, limitParam, uuidPathParam } from "./params";

const tags: ["Demand"] = ["Demand"];

/** Upcoming gigs shown per band on a city's board (the soonest first). */
export const DEMAND_GIGS_PER_BAND = 3;
export const DEMAND_PAGE_SIZE = 20;
export const DEMAND_CITIES_DEFAULT = 10;

export const CITY_REQUIRED = "City is required";

export const demandBandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    /** Primary genre first, then the secondary one; no blanks or repeats. */
    genres: z.array(z.string()),
    location: z.string().nullable(),
    isVerified: z.boolean(),
  })
  .openapi("DemandBand");
export type DemandBand = z.infer<typeof demandBandSchema>;

export const demandGigSchema = z
  .object({
    /** The gig page is /events/{id}. */
    id: z.string(),
    name: z.string(),
    venue: z.string().nullable(),
    /** Start time, ISO 8601. */
    date: z.string(),
  })
  .openapi("DemandGig");
export type DemandGig = z.infer<typeof demandGigSchema>;

export const cityDemandRowSchema = z
  .object({
    band: demandBandSchema,
    /** Fans asking this band to play the city (Bring to My City). */
    count: z.number().int(),
    /** The band's next gigs in the city (not cancelled), soonest first; at most DEMAND_GIGS_PER_BAND. */
    upcomingGigs: z.array(demandGigSchema),
  })
  .openapi("CityDemandRow");
export type CityDemandRow = z.infer<typeof cityDemandRowSchema>;

export const cityBoardSchema = pageOf(cityDemandRowSchema)
  .extend({
    /** The city as fans wrote it when asking (the first row's spelling), else as asked for. */
    city: z.string(),
  })
  .openapi("CityDemandBoard");
export type CityBoard = z.infer<typeof cityBoardSchema>;

export const bandDemandSchema = z
  .object({
    band: demandBandSchema,
    /** Fans asking the band to come to their city, over every city. */
    total: z.number().int(),
    /** The cities asking most, most first. */
    cities: z.array(
      z.object({
        city: z.string(),
        count: z.number().int(),
        /** The band's next gig in that city (not cancelled), or null. */
        nextGig: demandGigSchema.nullable(),
      }),
    ),
  })
  .openapi("BandDemand");
export type BandDemand = z.infer<typeof bandDemandSchema>;

export const getCityBoard = defineRoute({
  method: "get",
  path: "/api/demand",
  tags,
  summary: "'Bands {city} wants': listed bands ranked by Bring to My City requests from the city, in keyset pages",
  request: {
    query: z.object({
      city: z
        .string({ error: CITY_REQUIRED })
        .trim()
        .min(1, CITY_REQUIRED)
        .max(CITY_MAX_LENGTH, `City must be at most ${CITY_MAX_LENGTH} characters`)
        .check(safeText()),
      cursor: cursorParam,
      limit: limitParam(DEMAND_PAGE_SIZE),
    }),
  },
  responses: { 200: jsonContent(cityBoardSchema, "A page of the city's board, most asked-for first") },
  errors: [422],
});

export const getBandDemand = defineRoute({
  method: "get",
  path: "/api/demand/bands/{id}",
  tags,
  summary: "Where fans want a band: the cities asking most, with the band's next gig in each",
  request: {
    params: uuidPathParam("id", MESSAGES.bandIdRequired, BAND_NOT_FOUND),
    query: z.object({ limit: limitParam(DEMAND_CITIES_DEFAULT) }),
  },
  responses: { 200: jsonContent(bandDemandSchema, "The band and its top cities") },
  errors: [404, 422],
});

export const routes = { getCityBoard, getBandDemand };
