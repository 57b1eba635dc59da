import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";

/** GET /api/bands/{id}/gigs: real gigs only, upcoming soonest first and past latest first. */
export const bandGigsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["bands", "gigs", id] as const,
    queryFn: ({ signal }) => api("GET /api/bands/{id}/gigs", { params: { id } }, { signal }),
  });

export function useBandGigs(id: string, enabled: boolean) {
  return useQuery({ ...bandGigsQueryOptions(id), enabled });
}
