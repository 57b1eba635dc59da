import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { adminKeys } from "./keys";

/** GET /api/admin/audit: recent admin actions, newest first. */
export const getAudit = (cursor: string | null, signal?: AbortSignal) =>
  api("GET /api/admin/audit", { query: { cursor, limit: 20 } }, { signal });

export const auditQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit,
    queryFn: ({ pageParam, signal }) => getAudit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

export function useAudit(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...auditQueryOptions(), enabled: options.enabled ?? true });
}
