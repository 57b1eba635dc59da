import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ActCard } from "@/shared/contract/acts";
import type { BlogListItem } from "@/shared/contract/blogs";
import type { GigCardData } from "@/web/components/cards/gig-card";
import { apiFetch } from "@/web/lib/api-client";

export type Home = {
  /** Whose page this is (null: a visitor's); the fan's city picks the gigs. */
  viewerId: string | null;
  /** Six featured bands, featured ascending (001 §7). */
  featuredBands: ActCard[];
  /** Four upcoming gigs in `city` (the fan's, else Mumbai); city null: the fallback to every city. */
  upcomingGigs: { city: string | null; items: GigCardData[] };
  latestBlogs: BlogListItem[];
};

export const homeQueryKey = ["home"] as const;

/** GET /api/home: the whole page in one request, sent alongside the session request, not after it. */
export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeQueryKey, queryFn: ({ signal }) => apiFetch<Home>("/api/home", { signal }) });

/**
 * The home data for `viewerId` (undefined while the session is being read). A page fetched for
 * someone else (before a sign-in in this tab) is fetched again for the current viewer.
 */
export function useHome(viewerId: string | null | undefined) {
  const query = useQuery(homeQueryOptions());
  const { data, refetch, isFetching } = query;
  useEffect(() => {
    if (viewerId !== undefined && data && data.viewerId !== viewerId && !isFetching) void refetch();
  }, [viewerId, data, refetch, isFetching]);
  return query;
}
