import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PageClaim } from "@/shared/validation/pages";
import { api } from "@/web/lib/api";
import { type PagePath, pageKeys } from "@/web/lib/page-access";

/** POST /api/pages/{kind}/{id}/claims: the claim waits for an admin; the page's access is re-read. */
export function useClaimPage(kind: PagePath, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PageClaim) => api("POST /api/pages/{kind}/{id}/claims", { params: { kind, id }, body }),
    // A retried POST after a lost answer would only be told the claim is already open.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKeys.access(kind, id) }),
  });
}
