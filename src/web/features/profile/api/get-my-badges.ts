import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/me/badges: the badges the signed-in fan has earned, newest first. */
export type EarnedBadge = {
  badgeId: number;
  badgeName: string;
  badgeUrl: string;
  description: string;
  awardedAt: string;
};

/** Under ['me'], so a new badge (an XP event invalidates ['me']) and signing out both reach it. */
export const myBadgesQueryKey = ["me", "badges"] as const;

export const myBadgesQueryOptions = () =>
  queryOptions({
    queryKey: myBadgesQueryKey,
    queryFn: ({ signal }) =>
      apiFetch<{ badges: EarnedBadge[] }>("/api/me/badges", { signal }).then((body) => body.badges),
  });

export function useMyBadges(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myBadgesQueryOptions(), ...options });
}
