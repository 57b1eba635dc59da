import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Role } from "@/web/hooks/use-session";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/users/:id: what anyone may see of a person (never their e-mail). */
export type PublicUser = {
  id: string;
  displayName: string;
  avatarUrl: string | null;
  role: Role;
  createdAt: string;
  /** Fans only; null for other roles. */
  city: string | null;
  xpPoints: number | null;
};

export const publicUserQueryKey = (id: string) => ["users", id] as const;

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: publicUserQueryKey(id),
    queryFn: ({ signal }) => apiFetch<PublicUser>(`/api/users/${encodeURIComponent(id)}`, { signal }),
  });

export function usePublicUser(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...publicUserQueryOptions(id), ...options });
}
