/**
 * /api/reports: a member reports a post, comment or fan photo to the moderators (issue 16 §4).
 * Served by src/server/reports; admins decide in /api/admin/reports.
 */
import { REPORT_REASONS, REPORT_TARGET_TYPES, reportBodySchema } from "../validation/reports";
import { defineRoute, jsonContent, z } from "./define";

export { REPORT_REASONS, REPORT_TARGET_TYPES };
export const REPORT_TARGET_NOT_FOUND = "That post, comment or photo no longer exists.";
export const ALREADY_REPORTED = "You have already reported this. Our moderators will review it.";

export const createReport = defineRoute({
  method: "post",
  path: "/api/reports",
  tags: ["Reports"],
  summary: "Report a post, comment or fan photo (one report per member per item, 20 a day)",
  request: { body: { content: { "application/json": { schema: reportBodySchema } }, required: true } },
  responses: {
    201: jsonContent(
      z.object({ report: z.object({ id: z.string(), targetType: z.enum(REPORT_TARGET_TYPES), targetId: z.string() }) }),
      "The report was filed",
    ),
  },
  errors: [401, 404, 409, 422, 429],
});

export const routes = { createReport };
