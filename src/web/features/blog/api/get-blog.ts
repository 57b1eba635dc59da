import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogCardData } from "@/web/components/cards/blog-card";
import { apiFetch } from "@/web/lib/api-client";

/** A post with its HTML body, already sanitised by the server's allow-list. */
export type BlogPost = BlogCardData & { content: string };

export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["blogs", "detail", id] as const,
    queryFn: ({ signal }) => apiFetch<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`, { signal }),
  });

export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
