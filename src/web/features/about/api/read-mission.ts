import { useEffect, useState } from "react";
import type { AwardOutcome } from "@/shared/xp-award";
import { api } from "@/web/lib/api";

/**
 * POST /api/xp/mission: 'Read mission' pays 5 XP once per fan (000 §4 "About, first visit"). The
 * server decides "first" (a unique key, not a client check); the page only asks on each visit.
 */
export const readMission = () => api("POST /api/xp/mission").then((body) => body.xp);

// One request per visit even when React runs the effect twice (StrictMode) or two panels ask.
const inFlight = new Map<string, Promise<AwardOutcome>>();

function readMissionOnce(userId: string): Promise<AwardOutcome> {
  let request = inFlight.get(userId);
  if (!request) {
    request = readMission().finally(() => inFlight.delete(userId));
    inFlight.set(userId, request);
  }
  return request;
}

/**
 * Asks for the mission reward once per visit of a signed-in fan; the outcome when the server has
 * answered. Failures are only logged by the server (001 §8: mission-reward errors are silent).
 */
export function useMissionReward(fanId: string | null): AwardOutcome | undefined {
  const [outcome, setOutcome] = useState<AwardOutcome>();
  useEffect(() => {
    if (!fanId) return undefined;
    let current = true;
    readMissionOnce(fanId).then(
      (result) => current && setOutcome(result),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [fanId]);
  return fanId ? outcome : undefined;
}
