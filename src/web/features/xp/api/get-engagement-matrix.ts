import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EngagementRow } from "@/shared/contract/xp";
import { api } from "@/web/lib/api";

/** GET /api/xp/matrix: what each action pays, biggest rewards first (the XP Club's 'Learn more'). */
export type { EngagementRow };

export const engagementMatrixQueryKey = ["xp", "matrix"] as const;

export const engagementMatrixQueryOptions = () =>
  queryOptions({
    queryKey: engagementMatrixQueryKey,
    queryFn: ({ signal }) => api("GET /api/xp/matrix", {}, { signal }),
    // Reference data: it only changes when the server is upgraded.
    staleTime: 60 * 60 * 1000,
  });

export function useEngagementMatrix(options: { enabled?: boolean } = {}) {
  return useQuery({ ...engagementMatrixQueryOptions(), ...options });
}
