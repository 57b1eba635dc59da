/** /api/alter-egos: three generated display names (000 §7), for onboarding step 2 and referral sign-up. Served by src/server/alter-egos. */
import { defineRoute, jsonContent, z } from "./define";

export const alterEgosSchema = z.object({ names: z.tuple([z.string(), z.string(), z.string()]) }).openapi("AlterEgos");

export const getAlterEgos = defineRoute({
  method: "get",
  path: "/api/alter-egos",
  tags: ["Alter egos"],
  summary: "Three new alter-ego names (never cached)",
  responses: { 200: jsonContent(alterEgosSchema, "Three names") },
  errors: [429],
});

export const routes = { getAlterEgos };
