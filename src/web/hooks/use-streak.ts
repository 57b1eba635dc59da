import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Streak } from "@/shared/contract/progress";
import { api } from "@/web/lib/api";
import { meQueryKey } from "./use-me";

/** GET /api/progress/streak: the fan's streak in IST days (the XP Club and the profile drawer show it). */
export type { Streak };

/** Under ['me'], so an award (its XP event invalidates ['me']) marks today active at once. */
export const streakQueryKey = [...meQueryKey, "streak"] as const;

export const streakQueryOptions = () =>
  queryOptions({ queryKey: streakQueryKey, queryFn: ({ signal }) => api("GET /api/progress/streak", {}, { signal }) });

export function useStreak() {
  return useQuery(streakQueryOptions());
}
