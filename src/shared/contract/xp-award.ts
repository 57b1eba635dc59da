/**
 * What an XP award did (src/shared/xp-award.ts), as every answer that pays XP reports it: the
 * points, new badges and level, or why nothing was paid. Shared by the routes of many resources.
 */
import { ENGAGEMENT_MATRIX, type XpActionName } from "../xp-actions";
import type { AwardOutcome } from "../xp-award";
import { z } from "./define";

const actionName = z.enum(ENGAGEMENT_MATRIX.map((row) => row.action) as [XpActionName, ...XpActionName[]]);

const earnedBadgeSchema = z.object({ badgeId: z.number().int(), badgeName: z.string(), badgeUrl: z.string() });

export const awardOutcomeSchema: z.ZodType<AwardOutcome> = z
  .union([
    z.object({
      awarded: z.literal(true),
      action: actionName,
      points: z.number().int(),
      awards: z.array(z.object({ action: actionName, points: z.number().int() })),
      totalXp: z.number().int(),
      newBadges: z.array(earnedBadgeSchema),
      level: z.number().int(),
      previousLevel: z.number().int(),
    }),
    z.object({
      awarded: z.literal(false),
      reason: z.enum(["unknown_action", "duplicate_window", "already_paid", "no_account", "error"]),
    }),
  ])
  .openapi("AwardOutcome");

/**
 * `xp`: null when the action pays nothing by rule (an artist or admin, taking a vote back,
 * unfollowing: src/server/xp/policy.ts). As fields to spread into an answer, and as an object.
 */
export const xpField = { xp: awardOutcomeSchema.nullable() };
export const xpFieldSchema = z.object(xpField);
export type XpField = z.infer<typeof xpFieldSchema>;
