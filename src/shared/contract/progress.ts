/**
 * /api/progress: the signed-in fan's own progress (issue 14, items 3–6): badges with how far each
 * one is, the streak, their gigs and their XP history. Every route acts on the session's user;
 * none takes a user id. Served by src/server/progress; decisions in docs/decisions/progress.md.
 */
import { CALENDAR_PROVIDERS } from "../calendar-links";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { pageQuery } from "./params";

const tags: ["Progress"] = ["Progress"];

export const badgeProgressSchema = z
  .object({
    badgeId: z.number().int(),
    badgeName: z.string(),
    badgeUrl: z.string(),
    description: z.string(),
    /** The engagement action the badge counts. */
    action: z.string(),
    timesRequired: z.number().int(),
    /** The engine's count towards the badge, capped at `timesRequired`. */
    count: z.number().int(),
    /** When the badge was awarded; null while it is locked. */
    awardedAt: z.string().nullable(),
  })
  .openapi("BadgeProgress");
export type BadgeProgress = z.infer<typeof badgeProgressSchema>;

export const getBadgeProgress = defineRoute({
  method: "get",
  path: "/api/progress/badges",
  tags,
  summary:
    "Every badge with the fan's count towards it: earned ones first (newest first), then locked ones, closest first",
  responses: { 200: jsonContent(z.object({ badges: z.array(badgeProgressSchema) }), "Badges and progress") },
  errors: [401, 403],
});

export const streakSchema = z
  .object({
    /** Consecutive IST days with XP, ending today or yesterday (yesterday's run lasts until IST midnight). */
    current: z.number().int(),
    /** The longest run ever, in IST days. */
    best: z.number().int(),
    /** The fan has earned XP today (IST): today already counts. */
    activeToday: z.boolean(),
    /** The run length that pays 'Maintain a streak' (7), and what it pays. */
    rewardDays: z.number().int(),
    rewardPoints: z.number().int(),
    /** This run has paid 'Maintain a streak' already (once per run). */
    rewardPaid: z.boolean(),
    /** Active days still needed, today included when not yet active; 0 once the run reached it. */
    daysToReward: z.number().int(),
    /** The last 7 IST days, oldest first, ending today. */
    week: z.array(z.object({ day: z.string(), active: z.boolean() })),
  })
  .openapi("Streak");
export type Streak = z.infer<typeof streakSchema>;

export const getStreak = defineRoute({
  method: "get",
  path: "/api/progress/streak",
  tags,
  summary: "The fan's current and best streak in IST days, the 7-day reward and the last 7 days",
  responses: { 200: jsonContent(streakSchema, "The streak") },
  errors: [401, 403],
});

export const myGigSchema = z
  .object({
    /** The gig's page is /events/{eventId}. */
    eventId: z.string(),
    name: z.string(),
    /** Null: the gig has no date yet ('Date TBA'). */
    startTime: z.string().nullable(),
    venue: z.string().nullable(),
    city: z.string().nullable(),
    /** Add to Calendar: the calendar the fan added the gig to, null when they did not. */
    calendarProvider: z.enum(CALENDAR_PROVIDERS).nullable(),
  })
  .openapi("MyGig");
export type MyGig = z.infer<typeof myGigSchema>;

export const MY_GIGS_LIMIT = 50;

export const getMyGigs = defineRoute({
  method: "get",
  path: "/api/progress/gigs",
  tags,
  summary: "The gigs the signed-in user RSVP'd to: upcoming (soonest first, undated last) and past (latest first)",
  responses: {
    200: jsonContent(
      z.object({ upcoming: z.array(myGigSchema), past: z.array(myGigSchema) }).openapi("MyGigs"),
      `Up to ${MY_GIGS_LIMIT} of each`,
    ),
  },
  errors: [401],
});

export const HISTORY_SUBJECT_KINDS = [
  "band",
  "artist",
  "event",
  "venue",
  "blog",
  "post",
  "comment",
  "badge",
  "user",
] as const;

export const historyItemSchema = z
  .object({
    id: z.string(),
    /** The engagement action's name ('Follow Artist/Band'). */
    action: z.string(),
    points: z.number().int(),
    /** When it was paid (ISO instant). */
    at: z.string(),
    /**
     * What it was for, when the activity names something that still exists: its kind, a name to
     * show and the page to open (null for a badge, which has no page).
     */
    subject: z
      .object({ kind: z.enum(HISTORY_SUBJECT_KINDS), name: z.string(), href: z.string().nullable() })
      .nullable(),
  })
  .openapi("XpHistoryItem");
export type XpHistoryItem = z.infer<typeof historyItemSchema>;

export const getXpHistory = defineRoute({
  method: "get",
  path: "/api/progress/history",
  tags,
  summary: "The fan's XP activity log, newest first, a page at a time (cursor)",
  request: { query: z.object(pageQuery(20)) },
  responses: { 200: jsonContent(pageOf(historyItemSchema).openapi("XpHistoryPage"), "A page of the log") },
  errors: [401, 403, 422],
});

export const routes = { getBadgeProgress, getStreak, getMyGigs, getXpHistory };
