import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { meQueryKey } from "./use-me";
import { useSession } from "./use-session";

/**
 * GET /api/manage: the pages the signed-in member runs (issue 12 item 6). Under ['me'] so signing out
 * drops it; the profile drawer shows 'My Pages' only when it lists something, and /manage draws a tab
 * per page.
 */
export const managedPagesQueryOptions = () =>
  queryOptions({
    queryKey: [...meQueryKey, "managed-pages"] as const,
    queryFn: ({ signal }) => api("GET /api/manage", {}, { signal }),
    select: (data) => data.pages,
  });

export function useManagedPages() {
  const session = useSession();
  return useQuery({ ...managedPagesQueryOptions(), enabled: Boolean(session.data) });
}
