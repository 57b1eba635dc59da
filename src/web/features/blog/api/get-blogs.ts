import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/blogs: newest first, nine a page (three rows of the desktop grid). */
export const blogsInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["blogs", "list"] as const,
    queryFn: ({ pageParam, signal }) => api("GET /api/blogs", { query: { cursor: pageParam } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBlogs() {
  return useInfiniteQuery(blogsInfiniteQueryOptions());
}
