import { useQueryClient } from "@tanstack/react-query";
import { threadTopic } from "@/shared/realtime-topics";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { eventQueryKey } from "../api/get-event";

/**
 * Keeps Who's Going live on every open copy of the gig page: the server sends `rsvps` on the gig's
 * thread topic (the same shared connection the Gig Chat follows) when someone new RSVPs, and the gig
 * is read again once (its key also covers the pages fetched with 'Show more'). After a reconnect it
 * is read again too, since messages sent while the connection was down are not replayed.
 */
export function useGoingLive(eventId: string) {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: eventQueryKey(eventId) });
  useRealtime(eventId ? threadTopic("event", eventId) : null, (message) => {
    if (message.event === "rsvps") refresh();
  });
  useRealtimeConnected(
    (missed) => void client.invalidateQueries({ queryKey: eventQueryKey(eventId), predicate: missed }),
  );
}
