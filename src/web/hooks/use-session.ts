import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "@/shared/contract/accounts";
import type { Session } from "@/shared/contract/auth";
import type { Role } from "@/shared/contract/users";
import { api } from "@/web/lib/api";
import { ApiError, retryUnlessClientError } from "@/web/lib/api-client";

/** The signed-in user as GET /api/auth/get-session presents it (the session token never leaves the cookie). */
export type { Role, Session, SessionUser };

export const sessionQueryKey = ["auth", "session"] as const;

/**
 * The session endpoint answers `null` when nobody is signed in. A 401 also means signed out: that
 * is a normal state, not an error, so nothing retries.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    return (await api("GET /api/auth/get-session", {}, { signal })) ?? null;
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
    retry: retryUnlessClientError(1),
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
