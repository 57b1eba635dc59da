import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";
import { clientIp } from "./client-ip";
import { hitRateLimit, type RateRule } from "./limiter";

type Subject = (c: Context<AppEnv>) => string | Promise<string>;

/** Rejects with 429 (and Retry-After) once `rule.max` requests from one subject hit one window. */
export const rateLimit = (rule: RateRule, subject: Subject = clientIp) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const decision = await hitRateLimit(c.get("deps").db.db, rule, await subject(c));
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      throw new HttpError(429, "rate_limited", rule.message);
    }
    return next();
  });
