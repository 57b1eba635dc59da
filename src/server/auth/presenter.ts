import type { SessionUser } from "./guards";

/**
 * The signed-in user as the browser sees it (get-session, sign-in). The session token is never in a
 * response body: it lives only in the HttpOnly cookie, out of reach of any script on the page.
 */
export function presentSessionUser(user: SessionUser) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    role: user.role,
    displayName: user.displayName,
    name: user.name,
    avatarUrl: user.avatarUrl,
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

export type PresentedSessionUser = ReturnType<typeof presentSessionUser>;

/** better-auth's user object (its `image` is our avatar_url) as our SessionUser. */
export function toSessionUser(user: Record<string, unknown>): SessionUser {
  const raw = user as unknown as SessionUser & { image?: string | null };
  return { ...raw, avatarUrl: raw.avatarUrl ?? raw.image ?? null };
}
