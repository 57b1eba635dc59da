import { infiniteQueryOptions, useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { useAfterReview } from "./after-review";
import { adminKeys } from "./keys";

const PAGE_SIZE = 20;

/** GET /api/admin/claims?status=pending: oldest first, a page at a time. */
export const getPendingClaims = (cursor: string | null, signal?: AbortSignal) =>
  api("GET /api/admin/claims", { query: { status: "pending", cursor, limit: PAGE_SIZE } }, { signal });

export const pendingClaimsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.claims, "pending"],
    queryFn: ({ pageParam, signal }) => getPendingClaims(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Other admins work this queue too.
    staleTime: 0,
  });

export const usePendingClaims = () => useInfiniteQuery(pendingClaimsQueryOptions());

/** POST /api/admin/claims/{id}/approve: the member becomes the page's owner and is mailed. */
export function useApproveClaim() {
  const afterReview = useAfterReview(adminKeys.claims, "bands");
  return useMutation({
    mutationFn: (id: string) => api("POST /api/admin/claims/{id}/approve", { params: { id } }),
    onSettled: afterReview,
    // A second try after a lost answer would only be told "already reviewed".
    retry: false,
  });
}

/** POST /api/admin/claims/{id}/reject with the reason mailed to the member. */
export function useRejectClaim() {
  const afterReview = useAfterReview(adminKeys.claims, "bands");
  return useMutation({
    mutationFn: ({ id, rejectionReason }: { id: string; rejectionReason: string }) =>
      api("POST /api/admin/claims/{id}/reject", { params: { id }, body: { rejectionReason } }),
    onSettled: afterReview,
    retry: false,
  });
}
