import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { BlogCardData } from "@/web/components/cards/blog-card";
import { apiFetch } from "@/web/lib/api-client";

type Page<T> = { items: T[]; nextCursor: string | null };

/** GET /api/blogs: newest first, nine a page (three rows of the desktop grid). */
export const blogsInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["blogs", "list"] as const,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<Page<BlogCardData>>("/api/blogs", { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useBlogs() {
  return useInfiniteQuery(blogsInfiniteQueryOptions());
}
