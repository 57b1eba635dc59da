/**
 * /api/leaderboard: the fans' boards (issue 14): XP earned this week, this month or in all, ranked.
 * Served by src/server/leaderboard; decisions in docs/decisions/leaderboards.md.
 */
import { CITY_MAX_LENGTH } from "../validation/auth";
import { defineRoute, jsonContent, z } from "./define";

export const LEADERBOARD_SIZE = 50;
export const LEADERBOARD_PERIODS = ["week", "month", "all"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const leaderboardRowSchema = z
  .object({
    /** Standard competition ranking: equal XP share a rank, the next rank skips (1, 1, 3). */
    rank: z.number().int(),
    userId: z.string(),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    level: z.number().int(),
    /** XP earned in the period (IST days; all time: the fan's total). */
    xp: z.number().int(),
  })
  .openapi("LeaderboardRow");
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z
  .object({
    period: z.enum(LEADERBOARD_PERIODS),
    /** The city filter as applied; null = all of India. */
    city: z.string().nullable(),
    /** The first day counted (IST, YYYY-MM-DD); null for all time. */
    since: z.string().nullable(),
    /** Up to 50 rows, best first. */
    rows: z.array(leaderboardRowSchema),
    /**
     * The signed-in fan's own row, wherever they stand; `rank` null when they earned nothing in the
     * period. Null for visitors, non-fans, fans who hid themselves and fans outside the city filter.
     */
    me: leaderboardRowSchema.extend({ rank: z.number().int().nullable() }).nullable(),
  })
  .openapi("Leaderboard");
export type Leaderboard = z.infer<typeof leaderboardSchema>;

export const getLeaderboard = defineRoute({
  method: "get",
  path: "/api/leaderboard",
  tags: ["Leaderboard"],
  summary: "The top 50 fans by XP this week (IST Monday 00:00 on), this month or all time, optionally in one city",
  request: {
    query: z.object({
      period: z.enum(LEADERBOARD_PERIODS, { error: "period must be week, month or all" }).default("week"),
      city: z
        .string()
        .trim()
        .max(CITY_MAX_LENGTH, `city must be at most ${CITY_MAX_LENGTH} characters`)
        .optional()
        .transform((value) => value || undefined),
    }),
  },
  responses: { 200: jsonContent(leaderboardSchema, "The board") },
  errors: [422],
});

export const routes = { getLeaderboard };
