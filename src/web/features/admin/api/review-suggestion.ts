import { useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { useAfterReview } from "./after-review";
import { adminKeys } from "./keys";
import type { SuggestionKind } from "./types";

/** POST /api/submissions/{gigs|venues}/:id/approve: the suggestion becomes a listed gig or venue. */
export const approveSuggestion = ({ kind, id }: { kind: SuggestionKind; id: string }) =>
  api(`POST /api/submissions/${kind}s/{id}/approve`, { params: { id } });

/** POST /api/submissions/{gigs|venues}/:id/reject with the reason mailed to the member. */
export const rejectSuggestion = ({
  kind,
  id,
  rejectionReason,
}: {
  kind: SuggestionKind;
  id: string;
  rejectionReason: string;
}) => api(`POST /api/submissions/${kind}s/{id}/reject`, { params: { id }, body: { rejectionReason } });

export function useApproveSuggestion(kind: SuggestionKind) {
  const afterReview = useAfterReview(adminKeys.suggestions, kind === "gig" ? "events" : "venues");
  // No retry: a second try after a lost answer would only be told "already reviewed".
  return useMutation({
    mutationFn: (id: string) => approveSuggestion({ kind, id }),
    onSettled: afterReview,
    retry: false,
  });
}

export function useRejectSuggestion(kind: SuggestionKind) {
  const afterReview = useAfterReview(adminKeys.suggestions, kind === "gig" ? "events" : "venues");
  return useMutation({
    mutationFn: ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
      rejectSuggestion({ kind, id, rejectionReason }),
    onSettled: afterReview,
    retry: false,
  });
}
