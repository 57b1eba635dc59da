import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { FanPhoto } from "@/server/bands/threads";
import type { Page } from "@/server/lib/pagination";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/bands/:id/photos: Fan Pics, newest first. Uploads and deletions (fan-pics.tsx) invalidate this key. */
export const bandPhotosQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ["bands", "photos", id] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<FanPhoto>>(`/api/bands/${encodeURIComponent(id)}/photos`, { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBandPhotos(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...bandPhotosQueryOptions(id), enabled });
}
