import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaderboardPeriod } from "@/shared/contract/leaderboard";
import { api } from "@/web/lib/api";

/** GET /api/leaderboard: the top 50 of a period (and city), with the signed-in fan's own row. */
export const leaderboardQueryOptions = (period: LeaderboardPeriod, city: string | null, viewerId: string | null) =>
  queryOptions({
    // The viewer is in the key: `me` differs per account, and signing in or out must not reuse it.
    queryKey: ["leaderboard", period, city ?? "", viewerId ?? ""] as const,
    // Boards move with every award and privacy change: coming back to the page shows the current one.
    staleTime: 0,
    queryFn: ({ signal }) => api("GET /api/leaderboard", { query: { period, ...(city ? { city } : {}) } }, { signal }),
  });

export function useLeaderboard(period: LeaderboardPeriod, city: string | null, viewerId: string | null) {
  return useQuery({ ...leaderboardQueryOptions(period, city, viewerId), placeholderData: keepPreviousData });
}
