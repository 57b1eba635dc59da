import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/artists/{userId}/gigs: upcoming (soonest first) and past (latest first). */
export const artistGigsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["artists", "gigs", userId] as const,
    queryFn: ({ signal }) => api("GET /api/artists/{userId}/gigs", { params: { userId } }, { signal }),
  });

export function useArtistGigs(userId: string, enabled: boolean) {
  return useQuery({ ...artistGigsQueryOptions(userId), enabled });
}
