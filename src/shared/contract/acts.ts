/**
 * Shapes shared by band and artist routes: the unified act card (001 §2), an act's gigs (001 §3),
 * and what a fan does on an act's page (follow, Scream-O-Meter vote: 001 §4).
 */
import { SCREAM_MAX, SCREAM_MIN } from "../scream-o-meter";
import { z } from "./define";
import { xpField } from "./xp-award";

export const actCardSchema = z
  .object({
    type: z.enum(["artist", "band"]),
    /** The band's id, or the artist's user id. */
    id: z.string(),
    /** The artist's user id (their page is /artists/{userId}); for a band, its owner's, if any. */
    userId: z.string().nullable(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    profileBannerUrl: z.string().nullable(),
    bio: z.string().nullable(),
    /** Primary genre first, then the secondary one; no blanks or repeats. */
    genres: z.array(z.string()),
    location: z.string().nullable(),
    followerCount: z.number().int(),
    /** Scream-O-Meter average (0 when nobody has voted). */
    votingAverage: z.number(),
    isVerified: z.boolean(),
    /** 0 = not featured; 1, 2, 3… = featured in that order. */
    featured: z.number().int(),
  })
  .openapi("ActCard");
export type ActCard = z.infer<typeof actCardSchema>;

export const actGigSchema = z
  .object({
    /** The gig's id (event_lineup: every gig an act plays is an event). */
    id: z.string(),
    /** The gig page is /events/{eventId}; the same as id, kept for older clients. */
    eventId: z.string(),
    name: z.string(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
    date: z.string(),
    verified: z.boolean(),
    coverImageUrl: z.string().nullable(),
  })
  .openapi("ActGig");
export type ActGig = z.infer<typeof actGigSchema>;

export const actGigsSchema = z
  .object({
    /** Gig date now or later, soonest first. */
    upcoming: z.array(actGigSchema),
    /** Gig date before now, most recent first. */
    past: z.array(actGigSchema),
  })
  .openapi("ActGigs");
export type ActGigs = z.infer<typeof actGigsSchema>;

/** GET …/fan-activity (001 §4): the act's public counters, and the viewer's own state (null for visitors). */
export const fanActivitySchema = z
  .object({
    followerCount: z.number().int(),
    voteCount: z.number().int(),
    /** Scream-O-Meter average (0 when nobody has voted). */
    voteAverage: z.number(),
    viewer: z
      .object({
        following: z.boolean(),
        /** Bands only; always false for an artist. */
        bringToMyCity: z.boolean(),
        /** The fan's city when they asked (their profile city then), or null. */
        bringCity: z.string().nullable(),
        /** The fan's Scream-O-Meter level, cast once. */
        vote: z.number().int().nullable(),
      })
      .nullable(),
  })
  .openapi("FanActivity");
export type FanActivity = z.infer<typeof fanActivitySchema>;

/** PUT …/follow: explicit state, not a toggle, so a repeat changes nothing. */
export const followBodySchema = z.strictObject({ following: z.boolean({ error: "following must be true or false" }) });

export const followAnswerSchema = z
  .object({ following: z.boolean(), followerCount: z.number().int(), ...xpField })
  .openapi("FollowAnswer");
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

const LEVEL_RANGE = `Choose a level from ${SCREAM_MIN} to ${SCREAM_MAX}`;
/** POST …/scream-vote: the one Scream-O-Meter vote per fan per act. */
export const screamVoteBodySchema = z.strictObject({
  level: z.number({ error: LEVEL_RANGE }).int(LEVEL_RANGE).min(SCREAM_MIN, LEVEL_RANGE).max(SCREAM_MAX, LEVEL_RANGE),
});

export const screamVoteAnswerSchema = z
  .object({ vote: z.number().int(), voteCount: z.number().int(), voteAverage: z.number(), ...xpField })
  .openapi("ScreamVoteAnswer");
export type ScreamVoteAnswer = z.infer<typeof screamVoteAnswerSchema>;
