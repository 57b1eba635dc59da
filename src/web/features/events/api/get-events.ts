import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

export const GIGS_PAGE_SIZE = 12;

/** Every gig list is under ['events'], so an approved or edited gig can refresh them all at once. */
export const eventsQueryKey = (city: string | null) => ["events", "list", { city }] as const;

/** GET /api/events: the server puts them in the 001 §4 order (the fan's own city first within each group). */
export const getEvents = (city: string | null, cursor: string | null, signal?: AbortSignal) =>
  api("GET /api/events", { query: { city, cursor, limit: GIGS_PAGE_SIZE } }, { signal });

export const eventsInfiniteQueryOptions = (city: string | null) =>
  infiniteQueryOptions({
    queryKey: eventsQueryKey(city),
    queryFn: ({ pageParam, signal }) => getEvents(city, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useEvents(city: string | null) {
  return useInfiniteQuery(eventsInfiniteQueryOptions(city));
}
