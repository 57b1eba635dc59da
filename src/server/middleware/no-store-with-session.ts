import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { SESSION_COOKIE } from "../auth/auth";
import type { AppEnv } from "../context";

/**
 * An answer to a signed-in request may hold that member's data (/api/me holds the e-mail), so no
 * browser or proxy cache may keep it, whatever the route set. Visitors' reads stay cacheable.
 */
export const noStoreWithSession = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const cookies = getCookie(c);
    if (cookies[SESSION_COOKIE] || cookies[`__Secure-${SESSION_COOKIE}`]) c.header("Cache-Control", "no-store");
  });
