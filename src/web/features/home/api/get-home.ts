import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "@/web/lib/api";

export const homeQueryKey = ["home"] as const;

/** GET /api/home: the whole page in one request, sent alongside the session request, not after it. */
export const homeQueryOptions = () =>
  queryOptions({ queryKey: homeQueryKey, queryFn: ({ signal }) => api("GET /api/home", {}, { signal }) });

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
