/**
 * /api/artists: an artist's public page (001 §3 'Artist profile') and what a fan does on it (follow,
 * Scream-O-Meter: 001 §4). Served by src/server/artists; the artist's own follow and vote count the
 * same way as a band's.
 */
import {
  actCardSchema,
  actGigsSchema,
  fanActivitySchema,
  followAnswerSchema,
  followBodySchema,
  screamVoteAnswerSchema,
  screamVoteBodySchema,
} from "./acts";
import { defineRoute, jsonContent, z } from "./define";
import { limitQuery, uuidPathParam } from "./params";

export const NO_ARTIST_ID = "No artist ID provided";
export const ARTIST_NOT_FOUND = "Artist not found";
const tags: ["Artists"] = ["Artists"];

/** An artist is named by their account's id (their page is /artists/{userId}). */
const artistParams = uuidPathParam("userId", NO_ARTIST_ID);

/** The card's fields plus the profile's own; 001 §3's defaults stand in for a missing artists row. */
export const artistProfileSchema = actCardSchema
  .extend({
    primaryGenre: z.string().nullable(),
    secondaryGenre: z.string().nullable(),
    voteCount: z.number().int(),
  })
  .openapi("ArtistProfile");
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

export const getArtist = defineRoute({
  method: "get",
  path: "/api/artists/{userId}",
  tags,
  summary: "An artist's profile (404 for an account that is not an artist)",
  request: { params: artistParams },
  responses: { 200: jsonContent(artistProfileSchema, "The artist") },
  errors: [404, 422],
});

export const listArtistGigs = defineRoute({
  method: "get",
  path: "/api/artists/{userId}/gigs",
  tags,
  summary: "An artist's upcoming and past gigs",
  request: { params: artistParams, query: z.object(limitQuery(12)) },
  responses: { 200: jsonContent(actGigsSchema, "Upcoming (soonest first) and past (latest first) gigs") },
  errors: [404, 422],
});

export const getArtistFanActivity = defineRoute({
  method: "get",
  path: "/api/artists/{userId}/fan-activity",
  tags,
  summary: "An artist's followers and Scream-O-Meter, and the signed-in viewer's own follow and vote",
  request: { params: artistParams },
  responses: { 200: jsonContent(fanActivitySchema, "Counters, and the viewer's state (null for visitors)") },
  errors: [404, 422],
});

export const followArtist = defineRoute({
  method: "put",
  path: "/api/artists/{userId}/follow",
  tags,
  summary: "Follow or unfollow an artist (pays 'Follow Artist/Band' once per artist; never yourself)",
  request: {
    params: artistParams,
    body: { content: { "application/json": { schema: followBodySchema } }, required: true },
  },
  responses: { 200: jsonContent(followAnswerSchema, "The fan's follow state and the artist's follower count") },
  errors: [401, 403, 404, 415, 422],
});

export const screamVoteArtist = defineRoute({
  method: "post",
  path: "/api/artists/{userId}/scream-vote",
  tags,
  summary: "Cast the fan's one Scream-O-Meter vote for an artist (never yourself)",
  request: {
    params: artistParams,
    body: { content: { "application/json": { schema: screamVoteBodySchema } }, required: true },
  },
  responses: { 201: jsonContent(screamVoteAnswerSchema, "The vote and the artist's new totals") },
  errors: [401, 403, 404, 409, 415, 422],
});

export const routes = { getArtist, listArtistGigs, getArtistFanActivity, followArtist, screamVoteArtist };
