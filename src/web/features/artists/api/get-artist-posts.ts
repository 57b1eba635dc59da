import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ThreadPost } from "@/server/bands/threads";
import type { Page } from "@/server/lib/pagination";
import { apiFetch } from "@/web/lib/api-client";

/**
 * GET /api/artists/:userId/posts: the artist's Tribe Gossip, newest first. The key is the thread's,
 * so the community panel's post mutations can invalidate ["threads", "artist", id].
 */
export const artistPostsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: ["threads", "artist", userId] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<ThreadPost>>(`/api/artists/${encodeURIComponent(userId)}/posts`, { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useArtistPosts(userId: string, enabled: boolean) {
  return useInfiniteQuery({ ...artistPostsQueryOptions(userId), enabled });
}
