import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { forbidden } from "../lib/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence for the cookie-authenticated API: a state-changing request that a browser sends
 * from another site carries that site's Origin (or Sec-Fetch-Site: cross-site) and is refused.
 * Requests without either header come from non-browser clients, which cannot ride on a cookie.
 */
export const originCheck = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin) {
      const allowed = new Set([new URL(c.get("deps").env.APP_URL).origin, new URL(c.req.url).origin]);
      if (!allowed.has(origin)) throw forbidden("Cross-site request refused.");
    } else if (c.req.header("sec-fetch-site") === "cross-site") {
      throw forbidden("Cross-site request refused.");
    }
    return next();
  });
