import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "@/shared/contract/users";
import { api } from "@/web/lib/api";

export type { PublicUser };

export const publicUserQueryKey = (id: string) => ["users", id] as const;

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => api("GET /api/users/{id}", { params: { id } }, { signal }),
  });

export function usePublicUser(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...publicUserQueryOptions(id), ...options });
}
