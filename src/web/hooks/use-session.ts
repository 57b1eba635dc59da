import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/web/lib/api-client";

export type Role = "fan" | "artist" | "admin" | "authenticated";

/** The signed-in user as GET /api/auth/get-session presents it (the session token never leaves the cookie). */
export type SessionUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  displayName: string | null;
  name: string | null;
  avatarUrl: string | null;
  createdAt: string;
};

export type Session = {
  user: SessionUser;
  session: { expiresAt: string };
};

export const sessionQueryKey = ["auth", "session"] as const;

/**
 * The session endpoint answers `null` when nobody is signed in. A 401 also means signed out: that
 * is a normal state, not an error, so nothing retries.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return (await apiFetch<Session | null>("/api/auth/get-session", { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The header waits on this; after one more try a failing server just shows the signed-out header.
    retry: 1,
    // Coming back to the tab re-reads the session, so one ended elsewhere (sign-out on another
    // device, a password reset) shows as signed out. The server slides the expiry on each read.
    refetchOnWindowFocus: true,
  });

/**
 * `data` is the session, `null` when signed out, `undefined` while the first check is pending
 * (000 §4: loading until the stored session has been read).
 */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
