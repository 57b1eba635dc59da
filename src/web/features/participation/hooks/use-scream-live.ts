import { useQueryClient } from "@tanstack/react-query";
import type { FanActivity } from "@/shared/contract/acts";
import { threadTopic } from "@/shared/realtime-topics";
import { artistQueryKey, bandQueryKey } from "@/web/lib/act-queries";
import { useRealtime } from "@/web/lib/realtime";
import { type ActKind, participationKeys } from "../api/keys";

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);

type VoteTotals = { votingAverage: number; voteCount: number };

/**
 * Keeps the Scream-O-Meter's average and vote count live while the meter is on screen: the server
 * sends `scream-vote` with the act's new totals on its thread topic (over the tab's one shared
 * connection) whenever a fan votes, and they are written straight into the cached profile and fan
 * activity, so no refetch is needed.
 */
export function useScreamLive(kind: ActKind, id: string) {
  const client = useQueryClient();
  useRealtime(id ? threadTopic(kind, id) : null, (message) => {
    if (message.event !== "scream-vote") return;
    const voteCount = count(message.data.voteCount);
    const voteAverage = count(message.data.voteAverage);
    if (voteCount === undefined || voteAverage === undefined) return;
    const profileKey = kind === "band" ? bandQueryKey(id) : artistQueryKey(id);
    client.setQueryData<VoteTotals>(profileKey, (old) =>
      old ? { ...old, voteCount, votingAverage: voteAverage } : old,
    );
    client.setQueriesData<FanActivity>({ queryKey: participationKeys.fanActivityOf(kind, id) }, (old) =>
      old ? { ...old, voteCount, voteAverage } : old,
    );
  });
}
