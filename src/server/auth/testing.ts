/**
 * Test factories for accounts: a user row (plus its fans row for fans) and a signed session cookie,
 * written straight to the database. Tests sign in this way instead of through /sign-in/email, which
 * is rate limited and slow on purpose (password hashing).
 */
import { createHmac, randomUUID } from "node:crypto";
import type { AppDeps } from "../context";
import { fans, users } from "../db/schema";

export type Role = "fan" | "artist" | "admin";

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** The Cookie header value of a live session. */
  cookie: string;
  /** Headers for app.request: the session cookie (and JSON content type when a body is sent). */
  headers: Record<string, string>;
}

export interface CreateUserOptions {
  role?: Role;
  email?: string;
  displayName?: string | null;
  name?: string | null;
  emailVerified?: boolean;
  city?: string | null;
  xpPoints?: number;
  avatarUrl?: string | null;
}

/** A session cookie for an existing user, signed the way better-auth signs its own. */
export async function sessionCookieFor(deps: AppDeps, userId: string): Promise<string> {
  const context = await deps.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

export async function createUser(deps: AppDeps, options: CreateUserOptions = {}): Promise<TestUser> {
  const role = options.role ?? "fan";
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const [row] = await deps.db.db
    .insert(users)
    .values({
      email,
      role,
      emailVerified: options.emailVerified ?? true,
      displayName: options.displayName ?? null,
      name: options.name ?? null,
      avatarUrl: options.avatarUrl ?? null,
    })
    .returning({ id: users.id });
  const id = row!.id;
  if (role === "fan") {
    await deps.db.db.insert(fans).values({ userId: id, city: options.city ?? null, xpPoints: options.xpPoints ?? 0 });
  }
  const cookie = await sessionCookieFor(deps, id);
  // The app's Origin, as a browser sends with its cookie on every POST (better-auth checks it).
  return { id, email, role, cookie, headers: { cookie, origin: new URL(deps.env.APP_URL).origin } };
}

export const createFan = (deps: AppDeps, options: Omit<CreateUserOptions, "role"> = {}) =>
  createUser(deps, { ...options, role: "fan" });

export const createAdmin = (deps: AppDeps, options: Omit<CreateUserOptions, "role"> = {}) =>
  createUser(deps, { ...options, role: "admin" });

/** JSON request init with the user's cookie (or none for a visitor). */
export function jsonRequest(method: string, body: unknown, user?: TestUser): RequestInit {
  return {
    method,
    headers: { "content-type": "application/json", ...(user?.headers ?? {}) },
    body: JSON.stringify(body),
  };
}
