import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Me } from "@/shared/contract/me";
import { api } from "@/web/lib/api";
import { useSession } from "./use-session";

/** GET /api/me: the signed-in user's own account and, for fans, their XP standing. */
export type { Me };

/**
 * ['me'] is the root of everything about the signed-in user: XP updates and profile edits write or
 * invalidate it, and signing out removes it (and every key under it) from the cache.
 */
export const meQueryKey = ["me"] as const;

export const getMe = (signal?: AbortSignal) => api("GET /api/me", {}, { signal });

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

/** The signed-in user's account; idle (no request) while signed out or while the session is read. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(session.data) });
}
