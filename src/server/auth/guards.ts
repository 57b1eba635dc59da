import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { forbidden, unauthorized } from "../lib/errors";
import { SESSION_COOKIE } from "./auth";
import { toSessionUser } from "./presenter";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  role: "fan" | "artist" | "admin" | "authenticated";
  displayName: string | null;
  name: string | null;
  avatarUrl: string | null;
  createdAt: Date;
}

/**
 * Reads the session cookie once per request (cached on the context). The user comes from the
 * database on every request, so a role change or a revoked session takes effect at once.
 * A request without the session cookie is a visitor: better-auth is not asked (it would build an
 * endpoint context only to find no cookie, a tenth of a public read's CPU; docs/decisions/performance.md).
 */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("sessionUser");
  if (cached !== undefined) return cached;
  if (!c.req.header("cookie")?.includes(SESSION_COOKIE)) {
    c.set("sessionUser", null);
    return null;
  }
  const session = await c.get("deps").auth.api.getSession({ headers: c.req.raw.headers });
  const value = session ? toSessionUser(session.user) : null;
  c.set("sessionUser", value);
  return value;
}

/** 401 unless signed in. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await getSessionUser(c);
  if (!user) throw unauthorized();
  return user;
}

/** 401 when signed out, 403 unless admin. */
export async function requireAdmin(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.role !== "admin") throw forbidden("Only admins can do that.");
  return user;
}

/** Middleware form for route groups that are admin-only. */
export const adminOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await requireAdmin(c);
    return next();
  });

/** Middleware form for routes that need a signed-in user. */
export const signedIn = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await requireUser(c);
    return next();
  });
