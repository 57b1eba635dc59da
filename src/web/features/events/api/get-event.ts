import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

export const eventQueryKey = (id: string) => ["events", "detail", id] as const;

/** GET /api/events/:id: venue, line-up and the first page of Who's Going; 404 'Gig not found'. */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => api("GET /api/events/{id}", { params: { id } }, { signal }),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
