import type { Context, MiddlewareHandler } from "hono";
import { requireUser } from "../auth/guards";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";
import { hitRateLimit, type RateRule } from "../rate-limit/limiter";

/**
 * Per-user limits on what fans write. A person typing never posts twice in five seconds; a script
 * does. Each action has a short burst rule and a longer cap, checked one after the other.
 */
const rule = (name: string, windowSeconds: number, max: number, message: string): RateRule => ({
  name,
  windowSeconds,
  max,
  message,
});

export const RATE_RULES = {
  postBurst: rule("post-burst", 5, 1, "You're posting too fast. Please wait a few seconds and try again."),
  postHourly: rule("post-hourly", 60 * 60, 30, "You've reached the limit of 30 posts an hour. Please try again later."),
  commentBurst: rule("comment-burst", 3, 1, "You're commenting too fast. Please wait a few seconds and try again."),
  commentHourly: rule(
    "comment-hourly",
    60 * 60,
    60,
    "You've reached the limit of 60 comments an hour. Please try again later.",
  ),
  // Votes toggle, so a fast tapper needs room; a script flipping a vote to flood a thread does not.
  vote: rule("vote", 60, 60, "You're voting too fast. Please wait a minute and try again."),
  gifUpload: rule("post-gif", 60 * 60, 20, "Too many GIF uploads. Please wait an hour and try again."),
  fanPhoto: rule("fan-photo", 60 * 60, 10, "Too many photo uploads. Please wait an hour and try again."),
  calendarFeed: rule("calendar-feed", 60 * 60, 10, "Too many new feed links. Please wait an hour and try again."),
} as const;

/**
 * Counts one request against each rule for this user; 429 with Retry-After at the first rule over
 * its limit. Called after the input is validated, so a rejected form does not use up the quota.
 */
export async function enforceLimits(c: Context<AppEnv>, userId: string, ...rules: RateRule[]): Promise<void> {
  for (const r of rules) {
    const decision = await hitRateLimit(c.get("deps").db.db, r, userId);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", r.message);
    }
  }
}

/** The same as middleware, for routes whose input is checked by the limits' own order. */
export const perUserLimits =
  (...rules: RateRule[]): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await enforceLimits(c, (await requireUser(c)).id, ...rules);
    return next();
  };
