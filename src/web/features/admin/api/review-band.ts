import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";
import { useAfterReview } from "./after-review";
import { adminKeys } from "./keys";

/** POST /api/admin/bands/:id/approve (approve-band): the submission becomes a live band. */
export const approveBand = (id: string) =>
  apiFetch<{ band: { id: string; name: string } }>(`/api/admin/bands/${id}/approve`, { method: "POST", body: {} });

/** POST /api/admin/bands/:id/reject (reject-band) with the reason mailed to the submitter. */
export const rejectBand = ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
  apiFetch<unknown>(`/api/admin/bands/${id}/reject`, { method: "POST", body: { rejectionReason } });

export function useApproveBand() {
  const afterReview = useAfterReview(adminKeys.bands, "bands");
  // No retry: a second try after a lost answer would only be told "already approved".
  return useMutation({ mutationFn: approveBand, onSettled: afterReview, retry: false });
}

export function useRejectBand() {
  const afterReview = useAfterReview(adminKeys.bands, "bands");
  return useMutation({ mutationFn: rejectBand, onSettled: afterReview, retry: false });
}
