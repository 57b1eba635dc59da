/**
 * /api/xp: the engagement matrix (public) and the two rewards only the browser can see happen
 * (000 §2 XP Club). Nothing here accepts an amount: the server decides what an action pays. Served
 * by src/server/xp. The award outcome is also part of every answer that pays XP.
 */

import { shareSchema } from "../validation/xp";
import { defineRoute, jsonContent, z } from "./define";
import { awardOutcomeSchema } from "./xp-award";

const tags: ["XP"] = ["XP"];

export { awardOutcomeSchema };

export const engagementRowSchema = z
  .object({ action: z.string(), points: z.number().int(), category: z.string() })
  .openapi("EngagementRow");
export type EngagementRow = z.infer<typeof engagementRowSchema>;

const xpAnswer = z.object({ xp: awardOutcomeSchema });

export const getEngagementMatrix = defineRoute({
  method: "get",
  path: "/api/xp/matrix",
  tags,
  summary: "What each action pays, biggest rewards first",
  responses: { 200: jsonContent(z.array(engagementRowSchema), "The engagement matrix") },
});

export const readMission = defineRoute({
  method: "post",
  path: "/api/xp/mission",
  tags,
  summary: "A fan read the mission (About page): 'Read mission', paid once",
  responses: { 200: jsonContent(xpAnswer, "What the reward did") },
  errors: [401, 403],
});

export const recordShare = defineRoute({
  method: "post",
  path: "/api/xp/share",
  tags,
  summary: "A fan shared something: its share reward, once per thing and channel",
  request: { body: { content: { "application/json": { schema: shareSchema } } } },
  responses: { 200: jsonContent(xpAnswer, "What the reward did") },
  errors: [401, 403, 404, 422, 429],
});

export const routes = { getEngagementMatrix, readMission, recordShare };
