import { useQueryClient } from "@tanstack/react-query";
import { userTopic } from "@/shared/realtime-topics";
import type { XpEventData } from "@/shared/xp-award";
import { applyXpUpdate } from "@/web/components/xp-celebration";
import { meQueryKey } from "@/web/hooks/use-me";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";

/**
 * Keeps the signed-in user's XP live (000 §4: "the XP display refreshes on a realtime update"):
 * every award, made in this tab, another tab or through another server process, arrives as an
 * `xp` event on the user's private topic. Whenever the connection becomes live (first connect or
 * after a drop) the figures are refetched, since an award may have happened while it was not.
 */
export function useLiveXp(userId: string | null | undefined) {
  const client = useQueryClient();
  useRealtime(userId ? userTopic(userId) : null, (message) => {
    if (message.event !== "xp") return;
    const data = message.data as unknown as XpEventData;
    applyXpUpdate({ xpPoints: data.xpPoints, level: data.level }, client);
  });
  useRealtimeConnected((missed) => {
    if (userId) void client.invalidateQueries({ queryKey: meQueryKey, predicate: missed });
  });
}
