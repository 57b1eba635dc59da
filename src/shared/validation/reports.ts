/** The 'Report' form (issue 16 §4), shared by the dialog and POST /api/reports. */
import { z } from "zod";
import { optionalText } from "./fields";
import { REPORT_DETAILS_MAX, REPORT_DETAILS_REQUIRED, REPORT_REASONS, REPORT_TARGET_TYPES } from "./report-reasons";

export * from "./report-reasons";

export const reportBodySchema = z
  .strictObject({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: "targetType must be post, comment or photo" }),
    targetId: z.guid({ error: "targetId must be an id" }),
    reason: z.enum(REPORT_REASONS, { error: "Choose a reason: spam, abuse, harassment or other" }),
    details: optionalText(REPORT_DETAILS_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.reason === "other" && !body.details) {
      ctx.addIssue({ code: "custom", path: ["details"], message: REPORT_DETAILS_REQUIRED });
    }
  });
export type ReportBody = z.input<typeof reportBodySchema>;

/** How long 'Suspend' keeps a member out. */
export const SUSPENSION_DURATIONS = ["1d", "7d", "30d", "permanent"] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
export const SUSPENSION_LABELS: Record<SuspensionDuration, string> = {
  "1d": "1 day",
  "7d": "7 days",
  "30d": "30 days",
  permanent: "Permanently",
};
