/** What an XP award did (src/shared/xp-award.ts), as every rewarded action's answer carries it in `xp`. */
import { ENGAGEMENT_MATRIX } from "../xp-actions";
import { z } from "./define";

const actionName = z.enum(ENGAGEMENT_MATRIX.map((row) => row.action) as [(typeof ENGAGEMENT_MATRIX)[number]["action"]]);

const awardResultSchema = z
  .object({
    awarded: z.literal(true),
    action: actionName,
    points: z.number().int(),
    awards: z.array(z.object({ action: actionName, points: z.number().int() })),
    totalXp: z.number().int(),
    newBadges: z.array(z.object({ badgeId: z.number().int(), badgeName: z.string(), badgeUrl: z.string() })),
    level: z.number().int(),
    previousLevel: z.number().int(),
  })
  .openapi("XpAward");

const awardSkippedSchema = z
  .object({
    awarded: z.literal(false),
    reason: z.enum(["unknown_action", "duplicate_window", "already_paid", "no_account", "error"]),
  })
  .openapi("XpSkipped");

/** null when the action pays nothing by rule (an artist or admin, taking a vote back, unfollowing). */
export const xpField = {
  xp: z.union([awardResultSchema, awardSkippedSchema]).nullable(),
};
export type XpField = { xp: z.infer<typeof xpField.xp> };
