import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { type Me, meQueryKey } from "@/web/hooks/use-me";
import { sessionQueryKey } from "@/web/hooks/use-session";
import { publicUserQueryKey } from "./get-public-user";

/**
 * After any change to the signed-in user's account: the answer is the fresh GET /api/me body, so
 * ['me'] is written directly; what derives from it (the session's name and avatar in the header,
 * the public profile, XP under ['me', …]) is re-read.
 */
export function applyMe(queryClient: QueryClient, me: Me) {
  queryClient.setQueryData(meQueryKey, { user: me.user, fan: me.fan } satisfies Me);
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  void queryClient.invalidateQueries({ queryKey: publicUserQueryKey(me.user.id) });
  void queryClient.invalidateQueries({ queryKey: meQueryKey, predicate: (query) => query.queryKey.length > 1 });
}

export function useApplyMe() {
  const queryClient = useQueryClient();
  return (me: Me) => applyMe(queryClient, me);
}
