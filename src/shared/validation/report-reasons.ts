/** The 'Report' dialog's choices (issue 16 §4), without zod: the dialog sits on every page with posts. */
export const REPORT_TARGET_TYPES = ["post", "comment", "photo"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
export const REPORT_REASONS = ["spam", "abuse", "harassment", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  abuse: "Abuse",
  harassment: "Harassment",
  other: "Other",
};

export const REPORT_DETAILS_MAX = 500;
export const REPORT_DETAILS_REQUIRED = "Please tell us what is wrong.";
