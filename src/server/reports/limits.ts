import type { RateRule } from "../rate-limit/limiter";

/** 20 reports a member a day (docs/decisions/security.md 'Moderation'). */
export const REPORT_DAILY: RateRule = {
  name: "report-daily",
  windowSeconds: 24 * 60 * 60,
  max: 20,
  message: "You've reached the limit of 20 reports a day. Please try again tomorrow.",
};
