import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { changeGigSchema } from "@/shared/validation/events";
import { api } from "@/web/lib/api";

type ChangeGigInput = z.input<typeof changeGigSchema>;

/** Gig lists, act and venue pages and the managers' dashboard (under ['me']) show the change. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all(
    ["events", "bands", "artists", "venues", "me"].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );

/** GET /api/gigs/{id}/access: may the viewer change this gig? Under ['me'], so it follows the session. */
export function useGigAccess(id: string) {
  return useQuery({
    queryKey: ["me", "gig-access", id],
    queryFn: ({ signal }) => api("GET /api/gigs/{id}/access", { params: { id } }, { signal }),
  });
}

/** PATCH /api/gigs/{id}: a manager changes the gig's time, venue or line-up. */
export function useChangeGig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeGigInput) => api("PATCH /api/gigs/{id}", { params: { id }, body }),
    retry: false,
    // Not awaited: the form leaves for /manage at once, and the refetched gig must not remount it first.
    onSuccess: () => void refresh(queryClient),
  });
}

/** POST /api/gigs/{id}/cancel: the gig shows 'Cancelled' and takes no more RSVPs. */
export function useCancelGig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("POST /api/gigs/{id}/cancel", { params: { id } }),
    retry: false,
    // Not awaited: the form leaves for /manage at once, and the refetched gig must not remount it first.
    onSuccess: () => void refresh(queryClient),
  });
}
