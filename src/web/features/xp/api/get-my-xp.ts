import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MyXp } from "@/shared/contract/me";
import { meQueryKey } from "@/web/hooks/use-me";
import { api } from "@/web/lib/api";

/** GET /api/me/xp: where the signed-in user stands on the level ladder (000 §2 XP Club). */
export type { MyXp };

/** Under ['me'], so signing out drops it and every XP change refetches it. */
export const myXpQueryKey = [...meQueryKey, "xp"] as const;

export const myXpQueryOptions = () =>
  queryOptions({ queryKey: myXpQueryKey, queryFn: ({ signal }) => api("GET /api/me/xp", {}, { signal }) });

export function useMyXp(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myXpQueryOptions(), ...options });
}
