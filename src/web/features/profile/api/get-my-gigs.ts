import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyGig } from "@/shared/contract/progress";
import { meQueryKey } from "@/web/hooks/use-me";
import { api } from "@/web/lib/api";

/** GET /api/progress/gigs: the signed-in user's RSVPs, upcoming and past. */
export type { MyGig };

/** Under ['me'] (signing out drops it); an RSVP pays XP, whose event invalidates ['me'] and so this. */
export const myGigsQueryKey = [...meQueryKey, "gigs"] as const;

export const myGigsQueryOptions = () =>
  queryOptions({ queryKey: myGigsQueryKey, queryFn: ({ signal }) => api("GET /api/progress/gigs", {}, { signal }) });

export function useMyGigs() {
  return useQuery(myGigsQueryOptions());
}
