import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AnnounceGigInput } from "@/shared/validation/events";
import { api } from "@/web/lib/api";

/** POST /api/gigs: live at once (201) or waiting for review (202); gig lists and act pages refresh. */
export function useAnnounceGig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnounceGigInput) => api("POST /api/gigs", { body }),
    retry: false,
    onSuccess: () =>
      Promise.all(
        ["events", "bands", "artists", "venues"].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
