/**
 * /api/bands: public band reads (001 §3 'Band profile', §5 lists) and what a fan does on a band's page
 * (follow, Scream-O-Meter, Bring to My City, fan photos: 001 §2, §4). Served by src/server/bands.
 */

import { MESSAGES } from "../validation/messages";
import {
  actCardSchema,
  actGigsSchema,
  fanActivitySchema,
  followAnswerSchema,
  followBodySchema,
  screamVoteAnswerSchema,
  screamVoteBodySchema,
} from "./acts";
import { defineRoute, fileUploadBody, jsonContent, pageOf, z } from "./define";
import { limitQuery, optionalFilter, pageQuery, uuidPathParam } from "./params";
import { xpField } from "./xp-award";

export const BAND_NOT_FOUND = "Band not found";
const tags: ["Bands"] = ["Bands"];

export const bandMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    role: z.string().nullable(),
    isKeyMember: z.boolean(),
    /** Set when the member is an artist account: their page is /artists/{userId}. */
    artist: z.object({ userId: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  })
  .openapi("BandMember");
export type BandMember = z.infer<typeof bandMemberSchema>;

export const bandProfileSchema = actCardSchema
  .extend({
    primaryGenre: z.string().nullable(),
    secondaryGenre: z.string().nullable(),
    voteCount: z.number().int(),
    formationDate: z.string().nullable(),
    formationYear: z.number().int().nullable(),
    keyMembers: z.array(z.string()),
    members: z.array(bandMemberSchema),
    updatedAt: z.string(),
  })
  .openapi("BandProfile");
export type BandProfile = z.infer<typeof bandProfileSchema>;

export const fanPhotoSchema = z
  .object({
    id: z.string(),
    imageUrl: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
  })
  .openapi("FanPhoto");
export type FanPhoto = z.infer<typeof fanPhotoSchema>;

/** The search / location / genre filters of /bands and /artists (blank means no filter). */
export const actFilterQuery = {
  search: optionalFilter(100, "Search"),
  location: optionalFilter(100, "Location"),
  genre: optionalFilter(50, "Genre"),
};

const bandParams = uuidPathParam("id", MESSAGES.bandIdRequired, BAND_NOT_FOUND);

export const listBands = defineRoute({
  method: "get",
  path: "/api/bands",
  tags,
  summary: "Bands for the /bands page: featured first, then by followers; filters and keyset pages",
  request: { query: z.object({ ...actFilterQuery, ...pageQuery(24) }) },
  responses: { 200: jsonContent(pageOf(actCardSchema), "A page of band cards") },
  errors: [422],
});

export const getBand = defineRoute({
  method: "get",
  path: "/api/bands/{id}",
  tags,
  summary: "A band's profile",
  request: { params: bandParams },
  responses: { 200: jsonContent(bandProfileSchema, "The band") },
  errors: [404, 422],
});

export const listBandGigs = defineRoute({
  method: "get",
  path: "/api/bands/{id}/gigs",
  tags,
  summary: "A band's upcoming and past gigs",
  request: { params: bandParams, query: z.object(limitQuery(12)) },
  responses: { 200: jsonContent(actGigsSchema, "Upcoming (soonest first) and past (latest first) gigs") },
  errors: [404, 422],
});

export const listBandPhotos = defineRoute({
  method: "get",
  path: "/api/bands/{id}/photos",
  tags,
  summary: "A band's fan photos (Fan Pics), newest first",
  request: { params: bandParams, query: z.object(pageQuery(12)) },
  responses: { 200: jsonContent(pageOf(fanPhotoSchema), "A page of fan photos") },
  errors: [404, 422],
});

export const getBandFanActivity = defineRoute({
  method: "get",
  path: "/api/bands/{id}/fan-activity",
  tags,
  summary: "A band's followers and Scream-O-Meter, and the signed-in viewer's own follow, vote and city request",
  request: { params: bandParams },
  responses: { 200: jsonContent(fanActivitySchema, "Counters, and the viewer's state (null for visitors)") },
  errors: [404, 422],
});

export const followBand = defineRoute({
  method: "put",
  path: "/api/bands/{id}/follow",
  tags,
  summary: "Follow or unfollow a band (pays 'Follow Artist/Band' once per band)",
  request: {
    params: bandParams,
    body: { content: { "application/json": { schema: followBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(followAnswerSchema, "The fan's follow state and the band's follower count") },
  errors: [401, 404, 415, 422],
});

export const screamVoteBand = defineRoute({
  method: "post",
  path: "/api/bands/{id}/scream-vote",
  tags,
  summary: "Cast the fan's one Scream-O-Meter vote for a band",
  request: {
    params: bandParams,
    body: { content: { "application/json": { schema: screamVoteBodySchema } }, required: true },
  },
  responses: { 201: jsonContent(screamVoteAnswerSchema, "The vote and the band's new totals") },
  errors: [401, 404, 409, 415, 422],
});

export const bringToMyCityBodySchema = z.strictObject({ wanted: z.boolean({ error: "wanted must be true or false" }) });

export const bringToMyCityAnswerSchema = z
  .object({
    bringToMyCity: z.boolean(),
    /** The fan's profile city recorded with the request; null when withdrawn or the fan has none. */
    city: z.string().nullable(),
    ...xpField,
  })
  .openapi("BringToMyCityAnswer");
export type BringToMyCityAnswer = z.infer<typeof bringToMyCityAnswerSchema>;

export const bringBandToMyCity = defineRoute({
  method: "put",
  path: "/api/bands/{id}/bring-to-my-city",
  tags,
  summary: "Ask a band to play the fan's city, or withdraw the request (pays once per band)",
  request: {
    params: bandParams,
    body: { content: { "application/json": { schema: bringToMyCityBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(bringToMyCityAnswerSchema, "The fan's request and the city recorded with it") },
  errors: [401, 404, 415, 422],
});

export const cityDemandSchema = z
  .object({
    /** Every fan asking, with or without a city. */
    total: z.number().int(),
    /** The cities asked for most, most first. */
    cities: z.array(
      z.object({
        city: z.string(),
        count: z.number().int(),
        /** Of those, the requests a published gig in that city answered. */
        answered: z.number().int(),
      }),
    ),
  })
  .openapi("CityDemand");
export type CityDemand = z.infer<typeof cityDemandSchema>;

export const getBandCityDemand = defineRoute({
  method: "get",
  path: "/api/bands/{id}/city-demand",
  tags,
  summary: "Where fans want a band to play ('N fans in Pune want them here')",
  request: {
    params: bandParams,
    query: z.object({
      limit: z.coerce
        .number<string | number | undefined>()
        .int("limit must be a whole number")
        .min(1, "limit must be at least 1")
        .max(20, "limit must be at most 20")
        .default(5),
    }),
  },
  responses: { 200: jsonContent(cityDemandSchema, "The total and the top cities") },
  errors: [404, 422],
});

export const uploadBandFanPhoto = defineRoute({
  method: "post",
  path: "/api/bands/{id}/fan-photos",
  tags,
  summary: "Upload a fan photo of a band (JPEG, PNG or GIF, 10 MB at most; stored as WebP without metadata)",
  request: {
    params: bandParams,
    body: fileUploadBody,
  },
  responses: {
    201: jsonContent(z.object({ photo: fanPhotoSchema, ...xpField }).openapi("FanPhotoUpload"), "The stored photo"),
  },
  errors: [401, 404, 413, 415, 422, 429],
});

export const routes = {
  listBands,
  getBand,
  listBandGigs,
  listBandPhotos,
  getBandFanActivity,
  followBand,
  screamVoteBand,
  bringBandToMyCity,
  getBandCityDemand,
  uploadBandFanPhoto,
};
