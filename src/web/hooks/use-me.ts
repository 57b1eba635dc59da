import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
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

/**
 * Reads ['me'] and everything under it again after the server changed it (an XP award). An answer
 * already on its way may have been made before the change, and TanStack Query hands the refetch of a
 * query that has no data yet to the fetch in flight (an account's first read, still loading when the
 * award came: the header kept the old XP), so what is in flight is cancelled first.
 */
export async function refreshMe(client: QueryClient) {
  await client.cancelQueries({ queryKey: meQueryKey });
  await client.invalidateQueries({ queryKey: meQueryKey });
}

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

/** The signed-in user's account; idle (no request) while signed out or while the session is read. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(session.data) });
}
