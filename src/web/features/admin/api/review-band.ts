import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { refreshCatalogue } from "@/web/lib/catalogue-cache";
import { adminKeys } from "./keys";

/** POST /api/admin/bands/:id/approve (approve-band): the submission becomes a live band. */
export const approveBand = (id: string) =>
  apiFetch<{ band: { id: string; name: string } }>(`/api/admin/bands/${id}/approve`, { method: "POST", body: {} });

/** POST /api/admin/bands/:id/reject (reject-band) with the reason mailed to the submitter. */
export const rejectBand = ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
  apiFetch<unknown>(`/api/admin/bands/${id}/reject`, { method: "POST", body: { rejectionReason } });

/**
 * After either outcome — success, or a 409 because another admin was first — the queue, the header
 * count and the activity list are re-read (000 §4: 'After either the list is refetched'). A new band
 * also belongs in every band list, which other features own, so those are marked stale too.
 */
function useAfterReview() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.bands }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
      refreshCatalogue(queryClient, ["bands"]),
    ]);
  };
}

export function useApproveBand() {
  const afterReview = useAfterReview();
  // No retry: a second try after a lost answer would only be told "already approved".
  return useMutation({ mutationFn: approveBand, onSettled: afterReview, retry: false });
}

export function useRejectBand() {
  const afterReview = useAfterReview();
  return useMutation({ mutationFn: rejectBand, onSettled: afterReview, retry: false });
}
