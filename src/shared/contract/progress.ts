/**
 * /api/progress: the signed-in fan's own progress (issue 14, items 3–6): badges with how far each
 * one is, the streak, their gigs and their XP history. Every route acts on the session's user;
 * none takes a user id. Served by src/server/progress; decisions in docs/decisions/progress.md.
 */
import { defineRoute, jsonContent, z } from "./define";

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

export const routes = { getBadgeProgress };
