import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BadgeProgress } from "@/shared/contract/progress";
import { api } from "@/web/lib/api";
import { meQueryKey } from "./use-me";

/**
 * GET /api/progress/badges: every badge with the fan's count towards it (earned first, then the
 * closest locked ones). The profile's Badges grid and the XP Club's 'closest badges' both read it.
 */
export type { BadgeProgress };

/** Under ['me'], so every XP event (which invalidates ['me']) moves the bars, and signing out drops it. */
export const badgeProgressQueryKey = [...meQueryKey, "badge-progress"] as const;

export const badgeProgressQueryOptions = () =>
  queryOptions({
    queryKey: badgeProgressQueryKey,
    queryFn: ({ signal }) => api("GET /api/progress/badges", {}, { signal }).then((body) => body.badges),
  });

export function useBadgeProgress() {
  return useQuery(badgeProgressQueryOptions());
}
