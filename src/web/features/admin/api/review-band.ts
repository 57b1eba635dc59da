import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { useAfterReview } from "./after-review";
import { adminKeys } from "./keys";

/** POST /api/admin/bands/{id}/approve (approve-band): the submission becomes a live band. */
export const approveBand = (id: string) => api("POST /api/admin/bands/{id}/approve", { params: { id } });

/** POST /api/admin/bands/{id}/reject (reject-band) with the reason mailed to the submitter. */
export const rejectBand = ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
  api("POST /api/admin/bands/{id}/reject", { params: { id }, body: { rejectionReason } });

export function useApproveBand() {
  const afterReview = useAfterReview(adminKeys.bands, "bands");
  // No retry: a second try after a lost answer would only be told "already approved".
  return useMutation({ mutationFn: approveBand, onSettled: afterReview, retry: false });
}

export function useRejectBand() {
  const afterReview = useAfterReview(adminKeys.bands, "bands");
  return useMutation({ mutationFn: rejectBand, onSettled: afterReview, retry: false });
}
