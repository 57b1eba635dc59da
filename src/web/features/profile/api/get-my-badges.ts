import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EarnedBadge } from "@/shared/contract/me";
import { api } from "@/web/lib/api";

/** GET /api/me/badges: the badges the signed-in fan has earned, newest first. */
export type { EarnedBadge };

/** Under ['me'], so a new badge (an XP event invalidates ['me']) and signing out both reach it. */
export const myBadgesQueryKey = ["me", "badges"] as const;

export const myBadgesQueryOptions = () =>
  queryOptions({
    queryKey: myBadgesQueryKey,
    queryFn: ({ signal }) => api("GET /api/me/badges", {}, { signal }).then((body) => body.badges),
  });

export function useMyBadges(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myBadgesQueryOptions(), ...options });
}
