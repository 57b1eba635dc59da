import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** A post with its HTML body, already sanitised by the server's allow-list. */
export const blogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["blogs", "detail", id] as const,
    queryFn: ({ signal }) => api("GET /api/blogs/{id}", { params: { id } }, { signal }),
  });

export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
