import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SuspensionDuration } from "@/shared/validation/reports";
import { api } from "@/web/lib/api";
import { adminKeys } from "./keys";

/** GET /api/admin/reports: items with undecided reports and hidden items, latest first. */
export const reportsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.reports,
    queryFn: ({ signal }) => api("GET /api/admin/reports", {}, { signal }).then((answer) => answer.items),
    // Other admins and new reports change it.
    staleTime: 0,
  });

export const useReportedItems = () => useQuery(reportsQueryOptions());

/** After any moderation act the tab and the activity list are read again. */
function useAfterModeration() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit }),
    ]);
}

export type Decision = {
  targetType: "post" | "comment" | "photo";
  targetId: string;
  decision: "hide" | "restore" | "dismiss";
};

/** POST /api/admin/reports/decisions: Hide, Restore or Dismiss. */
export function useDecideReport() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: (body: Decision) => api("POST /api/admin/reports/decisions", { body }),
    onSettled: after,
    retry: false,
  });
}

/** PUT /api/admin/members/{id}/suspension: 1, 7 or 30 days or permanently; sessions revoked. */
export function useSuspendMember() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: ({ id, duration }: { id: string; duration: SuspensionDuration }) =>
      api("PUT /api/admin/members/{id}/suspension", { params: { id }, body: { duration } }),
    onSettled: after,
    retry: false,
  });
}

/** DELETE /api/admin/members/{id}/suspension: 'Lift'. */
export function useLiftSuspension() {
  const after = useAfterModeration();
  return useMutation({
    mutationFn: (id: string) => api("DELETE /api/admin/members/{id}/suspension", { params: { id } }),
    onSettled: after,
    retry: false,
  });
}
