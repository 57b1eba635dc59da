import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ActGigs } from "@/server/bands/gigs";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/bands/:id/gigs: real gigs only, upcoming soonest first and past latest first. */
export const bandGigsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["bands", "gigs", id] as const,
    queryFn: ({ signal }) => apiFetch<ActGigs>(`/api/bands/${encodeURIComponent(id)}/gigs`, { signal }),
  });

export function useBandGigs(id: string, enabled: boolean) {
  return useQuery({ ...bandGigsQueryOptions(id), enabled });
}
