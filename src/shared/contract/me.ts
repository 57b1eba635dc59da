/**
 * /api/me: the signed-in user's own account (000 §5 profile, §2 XP Club). Every route acts on the
 * session's user; none takes a user id. Served by src/server/me.
 */

import { avatarPresetSchema, profilePatchSchema } from "../validation/profile";
import { sessionUserSchema } from "./accounts";
import { defineRoute, jsonContent, z } from "./define";
import { awardOutcomeSchema } from "./xp";

const tags: ["Me"] = ["Me"];

export const meSchema = z
  .object({
    user: sessionUserSchema,
    /** Fans only: their XP standing; null for admins and artists. */
    fan: z
      .object({
        xpPoints: z.number().int(),
        city: z.string().nullable(),
        onboardingComplete: z.boolean(),
        /** 'Show me on leaderboards' (default on). */
        showOnLeaderboards: z.boolean(),
        /** 'Show my city and XP on my profile' to other people (default on; the fan always sees them). */
        showCityAndXp: z.boolean(),
        level: z.number().int(),
        progressPercent: z.number().int(),
        pointsToNext: z.number().int(),
      })
      .nullable(),
  })
  .openapi("Me");
export type Me = z.infer<typeof meSchema>;

/** The new account, plus what the change paid ('Update profile avatar' is paid once; null for non-fans). */
export const avatarChangedSchema = meSchema.extend({ xp: awardOutcomeSchema.nullable() }).openapi("AvatarChanged");
export type AvatarChanged = z.infer<typeof avatarChangedSchema>;

export const myXpSchema = z
  .object({
    xpPoints: z.number().int(),
    level: z.number().int(),
    currentMin: z.number().int(),
    /** The next level's number, null at the top level. */
    nextLevel: z.number().int().nullable(),
    nextMin: z.number().int().nullable(),
    /** Whole percent 0–100 towards the next level; 100 at the top level. */
    progressPercent: z.number().int(),
    /** Points still needed, never negative; 0 at the top level. */
    pointsToNext: z.number().int(),
  })
  .openapi("MyXp");
export type MyXp = z.infer<typeof myXpSchema>;

export const earnedBadgeSchema = z
  .object({
    badgeId: z.number().int(),
    badgeName: z.string(),
    badgeUrl: z.string(),
    description: z.string(),
    awardedAt: z.string(),
  })
  .openapi("EarnedBadge");
export type EarnedBadge = z.infer<typeof earnedBadgeSchema>;

export const getMe = defineRoute({
  method: "get",
  path: "/api/me",
  tags,
  summary: "The signed-in user's own account and, for fans, their XP standing",
  responses: { 200: jsonContent(meSchema, "The account") },
  errors: [401, 404],
});

export const updateProfile = defineRoute({
  method: "patch",
  path: "/api/me/profile",
  tags,
  summary:
    "Change the display name and (fans only) the city and privacy switches; only the fields sent change, blanks become null",
  request: { body: { content: { "application/json": { schema: profilePatchSchema } } } },
  responses: { 200: jsonContent(meSchema, "The changed account") },
  errors: [401, 403, 404, 422],
});

export const uploadAvatar = defineRoute({
  method: "post",
  path: "/api/me/avatar",
  tags,
  summary: "Upload an avatar: checked by its bytes, re-encoded as a 256 px WebP without metadata",
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.any().optional().openapi({ type: "string", format: "binary" }) }),
        },
      },
    },
  },
  responses: { 200: jsonContent(avatarChangedSchema, "The account with its new avatar") },
  errors: [401, 404, 413, 415, 422, 429],
});

export const choosePresetAvatar = defineRoute({
  method: "put",
  path: "/api/me/avatar/preset",
  tags,
  summary: "Choose one of the preset avatars",
  request: { body: { content: { "application/json": { schema: avatarPresetSchema } } } },
  responses: { 200: jsonContent(avatarChangedSchema, "The account with its new avatar") },
  errors: [401, 404, 422, 429],
});

export const getMyXp = defineRoute({
  method: "get",
  path: "/api/me/xp",
  tags,
  summary: "Where the signed-in user stands on the level ladder",
  responses: { 200: jsonContent(myXpSchema, "XP and level progress") },
  errors: [401],
});

export const listMyBadges = defineRoute({
  method: "get",
  path: "/api/me/badges",
  tags,
  summary: "The badges the signed-in user has earned, newest first",
  responses: { 200: jsonContent(z.object({ badges: z.array(earnedBadgeSchema) }), "Earned badges") },
  errors: [401],
});

export const routes = { getMe, updateProfile, uploadAvatar, choosePresetAvatar, getMyXp, listMyBadges };
