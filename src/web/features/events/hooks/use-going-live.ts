import { useQueryClient } from "@tanstack/react-query";
import { threadTopic } from "@/shared/realtime-topics";
import { useRealtime, useRealtimeConnected } from "@/web/lib/realtime";
import { eventQueryKey } from "../api/get-event";

/**
 * Keeps Who's Going live on every open copy of the gig page: the server sends `rsvps` on the gig's
 * thread topic (the same shared connection the Gig Chat follows) when someone new RSVPs, and the gig
 * is read again once (its key also covers the pages fetched with 'Show more'). After a reconnect it
 * is read again too, since messages sent while the connection was down are not replayed.
 *
 * `shown`: the gig has loaded. A page that failed to load (a missing gig, 404) follows nothing and
 * is not read again when some other live connection opens: it could only be told 'not found' again.
 */
export function useGoingLive(eventId: string, shown: boolean) {
  const client = useQueryClient();
  const live = shown && eventId !== "";
  useRealtime(live ? threadTopic("event", eventId) : null, (message) => {
    if (message.event === "rsvps") void client.invalidateQueries({ queryKey: eventQueryKey(eventId) });
  });
  useRealtimeConnected((missed) => {
    if (live) void client.invalidateQueries({ queryKey: eventQueryKey(eventId), predicate: missed });
  });
}
