/**
 * The band and artist profile queries, defined once: the band and artist pages read them, and any
 * list of cards (home, /artists, /bands, search) prefetches them on hover so the page opens with
 * its data already here.
 */
import { queryOptions } from "@tanstack/react-query";
import type { ActCard } from "@/shared/contract/acts";
import { api } from "@/web/lib/api";
import { queryClient } from "@/web/lib/query-client";

export const bandQueryKey = (id: string) => ["bands", "detail", id] as const;
export const artistQueryKey = (userId: string) => ["artists", "detail", userId] as const;

/**
 * GET /api/bands/{id} with its members. A 404 is final; other failures are retried 3 times with
 * exponential delays capped at 30 s (001 §9), which is the query client's default.
 */
export const bandQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bandQueryKey(id),
    queryFn: ({ signal }) => api("GET /api/bands/{id}", { params: { id } }, { signal }),
  });

/** GET /api/artists/{userId}: 404 for a missing artist or an account that is not one. */
export const artistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: artistQueryKey(userId),
    queryFn: ({ signal }) => api("GET /api/artists/{userId}", { params: { userId } }, { signal }),
  });

/** Prefetches the page data behind a card; cheap, because a fresh cached profile is not fetched again. */
export function prefetchAct(item: Pick<ActCard, "type" | "id" | "userId">) {
  const options = item.type === "band" ? bandQueryOptions(item.id) : artistQueryOptions(item.userId ?? item.id);
  void queryClient.prefetchQuery(options as ReturnType<typeof bandQueryOptions>);
}
