import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import type { EventDetail } from "./types";

export const eventQueryKey = (id: string) => ["events", "detail", id] as const;

/** GET /api/events/:id: venue, line-up and the first page of Who's Going; 404 'Gig not found'. */
export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: eventQueryKey(id),
    queryFn: ({ signal }) => apiFetch<EventDetail>(`/api/events/${encodeURIComponent(id)}`, { signal }),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
