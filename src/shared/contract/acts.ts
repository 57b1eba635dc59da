/** Shapes shared by band and artist routes: the unified act card (001 §2) and an act's gigs (001 §3). */
import { z } from "./define";

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
    id: z.string(),
    /** The gig's event page is /events/{eventId}; null for a gig with no event record. */
    eventId: z.string().nullable(),
    name: z.string().nullable(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
    date: z.string(),
    verified: z.boolean().nullable(),
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
