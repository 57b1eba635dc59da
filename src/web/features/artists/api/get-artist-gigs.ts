import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActGigs } from "@/shared/contract/acts";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/artists/:userId/gigs: upcoming (soonest first) and past (latest first). */
export const artistGigsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["artists", "gigs", userId] as const,
    queryFn: ({ signal }) => apiFetch<ActGigs>(`/api/artists/${encodeURIComponent(userId)}/gigs`, { signal }),
  });

export function useArtistGigs(userId: string, enabled: boolean) {
  return useQuery({ ...artistGigsQueryOptions(userId), enabled });
}
