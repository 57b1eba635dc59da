import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { type PagePath, pageKeys } from "@/web/lib/page-access";

/** GET /api/pages/{kind}/{id}/managers: the owner and editors (the owner's and admins' view). */
export const usePageTeam = (kind: PagePath, id: string, enabled: boolean) =>
  useQuery({
    queryKey: pageKeys.team(kind, id),
    queryFn: ({ signal }) => api("GET /api/pages/{kind}/{id}/managers", { params: { kind, id } }, { signal }),
    select: (data) => data.managers,
    enabled,
  });

/** After a change the answer is the new team; the viewer's own access may have changed too (hand-over). */
function useTeamChange<V>(kind: PagePath, id: string, send: (vars: V) => Promise<{ managers: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: (data) => queryClient.setQueryData(pageKeys.team(kind, id), data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageKeys.access(kind, id) }),
  });
}

/** POST /api/pages/{kind}/{id}/managers: add an editor by the e-mail of their account. */
export const useAddEditor = (kind: PagePath, id: string) =>
  useTeamChange(kind, id, (email: string) =>
    api("POST /api/pages/{kind}/{id}/managers", { params: { kind, id }, body: { email } }),
  );

/** DELETE /api/pages/{kind}/{id}/managers/{userId}. */
export const useRemoveEditor = (kind: PagePath, id: string) =>
  useTeamChange(kind, id, (userId: string) =>
    api("DELETE /api/pages/{kind}/{id}/managers/{userId}", { params: { kind, id, userId } }),
  );

/** POST /api/pages/{kind}/{id}/hand-over: the editor becomes the owner, the owner an editor. */
export const useHandOver = (kind: PagePath, id: string) =>
  useTeamChange(kind, id, (userId: string) =>
    api("POST /api/pages/{kind}/{id}/hand-over", { params: { kind, id }, body: { userId } }),
  );
