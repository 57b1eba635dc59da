/**
 * /api/artists: what a fan does on an artist's page (follow, Scream-O-Meter: 001 §4). Served by
 * src/server/artists; the artist's own follow and vote count the same way as a band's.
 */
import {
  fanActivitySchema,
  followAnswerSchema,
  followBodySchema,
  screamVoteAnswerSchema,
  screamVoteBodySchema,
} from "./acts";
import { defineRoute, jsonContent } from "./define";
import { uuidPathParam } from "./params";

export const NO_ARTIST_ID = "No artist ID provided";
export const ARTIST_NOT_FOUND = "Artist not found";
const tags: ["Artists"] = ["Artists"];

/** An artist is named by their account's id (their page is /artists/{userId}). */
const artistParams = uuidPathParam("userId", NO_ARTIST_ID);

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

export const routes = { getArtistFanActivity, followArtist, screamVoteArtist };
