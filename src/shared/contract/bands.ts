/** /api/bands: public band reads (001 §3 'Band profile', §5 lists). Served by src/server/bands. */
import { actCardSchema, actGigsSchema } from "./acts";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { limitQuery, optionalFilter, pageQuery, uuidPathParam } from "./params";

export const BAND_ID_REQUIRED = "Band ID is required";
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

const bandParams = uuidPathParam("id", BAND_ID_REQUIRED);

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

export const routes = { listBands, getBand, listBandGigs, listBandPhotos };
