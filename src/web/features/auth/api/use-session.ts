import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "@/web/lib/api-client";

/** The signed-in user as the session endpoint reports it; the accounts work widens this. */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  image?: string | null;
  emailVerified?: boolean;
  role?: string | null;
};

export type Session = {
  user: SessionUser;
  session: { id: string; expiresAt: string };
};

export const sessionQueryKey = ["auth", "session"] as const;

/**
 * better-auth's session endpoint answers `null` when nobody is signed in. A 401 or 404 (the endpoint
 * not being there) also means signed out: that is a normal state, not an error, so nothing retries.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return (await apiFetch<Session | null>("/api/auth/get-session", { signal })) ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // The header waits on this; after one more try a failing server just shows the signed-out header.
    retry: 1,
  });

/** `data` is the session, `null` when signed out, `undefined` while the first check is pending. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
