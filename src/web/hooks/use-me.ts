import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { type Role, useSession } from "./use-session";

/** GET /api/me: the signed-in user's own account and, for fans, their XP standing. */
export type Me = {
  user: {
    id: string;
    email: string;
    emailVerified: boolean;
    role: Role;
    displayName: string | null;
    name: string | null;
    avatarUrl: string | null;
    createdAt: string;
  };
  /** null for admins and artists. */
  fan: {
    xpPoints: number;
    city: string | null;
    onboardingComplete: boolean;
    level: number;
    progressPercent: number;
    pointsToNext: number;
  } | null;
};

/**
 * ['me'] is the root of everything about the signed-in user: XP updates and profile edits write or
 * invalidate it, and signing out removes it (and every key under it) from the cache.
 */
export const meQueryKey = ["me"] as const;

export const getMe = (signal?: AbortSignal) => apiFetch<Me>("/api/me", { signal });

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

/** The signed-in user's account; idle (no request) while signed out or while the session is read. */
export function useMe() {
  const session = useSession();
  return useQuery({ ...meQueryOptions(), enabled: Boolean(session.data) });
}
