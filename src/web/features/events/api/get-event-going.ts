import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/**
 * More of Who's Going after the first page that came with the gig: GET /api/events/:id/going,
 * starting from that page's cursor, fetched only once the reader asks for more.
 */
export const moreGoingQueryOptions = (eventId: string, after: string | null) =>
  infiniteQueryOptions({
    queryKey: ["events", "detail", eventId, "going", after] as const,
    queryFn: ({ pageParam, signal }) =>
      api("GET /api/events/{id}/going", { params: { id: eventId }, query: { cursor: pageParam } }, { signal }),
    initialPageParam: after,
    getNextPageParam: (last) => last.nextCursor,
  });
