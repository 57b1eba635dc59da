import { queryOptions, useQuery } from "@tanstack/react-query";
import type { XpStanding } from "@/shared/xp-levels";
import { meQueryKey } from "@/web/hooks/use-me";
import { apiFetch } from "@/web/lib/api-client";

/** GET /api/me/xp: where the signed-in user stands on the level ladder (000 §2 XP Club). */
export type MyXp = XpStanding;

/** Under ['me'], so signing out drops it and every XP change refetches it. */
export const myXpQueryKey = [...meQueryKey, "xp"] as const;

export const myXpQueryOptions = () =>
  queryOptions({ queryKey: myXpQueryKey, queryFn: ({ signal }) => apiFetch<MyXp>("/api/me/xp", { signal }) });

export function useMyXp(options: { enabled?: boolean } = {}) {
  return useQuery({ ...myXpQueryOptions(), ...options });
}
