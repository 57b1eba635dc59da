import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/bands/{id}/photos: Fan Pics, newest first. Uploads and deletions (fan-pics.tsx) invalidate this key. */
export const bandPhotosQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ["bands", "photos", id] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/bands/{id}/photos", { params: { id }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBandPhotos(id: string, enabled: boolean) {
  return useInfiniteQuery({ ...bandPhotosQueryOptions(id), enabled });
}
