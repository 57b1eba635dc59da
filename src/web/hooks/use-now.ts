import { useQueryClient } from "@tanstack/react-query";
import { useLayoutEffect, useState } from "react";

/**
 * The time a server render used, kept in the query cache it sends: the browser hydrates a page with
 * that same time, so "5 seconds ago" in the HTML is still "5 seconds ago" while React takes over
 * (a clock read again in the browser a second later made hydration fail with a text mismatch).
 */
export const renderClockKey = ["render-clock"] as const;

/** Now, for text that depends on it ("2 minutes ago"); refreshed every `refreshMs` while shown. */
export function useNow(refreshMs = 60_000): Date {
  const client = useQueryClient();
  const [now, setNow] = useState(() => client.getQueryData<number>(renderClockKey) ?? Date.now());
  // A layout effect: the real time replaces the render's before the browser paints.
  useLayoutEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return new Date(now);
}
