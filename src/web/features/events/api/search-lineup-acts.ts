import { useQuery } from "@tanstack/react-query";
import type { LineupActOption } from "@/shared/contract/lineups";
import { api } from "@/web/lib/api";

/** The shortest name part worth asking for (the server answers nothing under it). */
export const ACT_SEARCH_MIN_CHARS = 2;

const actKey = (act: { kind: string; id: string }) => `${act.kind}:${act.id}`;

/**
 * Bands and artists whose name matches `q` (GET /api/lineup-acts), for the line-up editor of the gig
 * forms; acts already on the line-up are left out.
 */
export function useLineupActSearch(q: string, chosen: readonly { kind: string; id: string }[]) {
  const taken = new Set(chosen.map(actKey));
  return useQuery({
    queryKey: ["lineup-acts", q],
    queryFn: ({ signal }) => api("GET /api/lineup-acts", { query: { q, limit: 10 } }, { signal }),
    enabled: q.length >= ACT_SEARCH_MIN_CHARS,
    select: (data): LineupActOption[] => data.acts.filter((act) => !taken.has(actKey(act))),
  });
}
