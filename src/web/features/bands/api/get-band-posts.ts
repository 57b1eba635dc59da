import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ThreadPost } from "@/server/bands/threads";
import type { Page } from "@/server/lib/pagination";
import { apiFetch } from "@/web/lib/api-client";

/**
 * GET /api/bands/:id/posts: the band's Tribe Gossip, newest first. The key is the thread's, so the
 * community panel's post mutations can invalidate ["threads", "band", id].
 */
export const bandPostsQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ["threads", "band", id] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<ThreadPost>>(`/api/bands/${encodeURIComponent(id)}/posts`, { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBandPosts(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...bandPostsQueryOptions(id), enabled });
}
