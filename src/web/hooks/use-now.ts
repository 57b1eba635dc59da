import { useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useState } from "react";

/**
 * The time a server render used, kept in the query cache it sends: the browser hydrates a page with
 * that same time, so "5 seconds ago" in the HTML is still "5 seconds ago" while React takes over
 * (a clock read again in the browser a second later made hydration fail with a text mismatch).
 */
export const renderClockKey = ["render-clock"] as const;

type Tick = (now: number) => void;

/** One platform interval per refresh period, whatever the number of cards showing a time. */
const clocks = new Map<number, { listeners: Set<Tick>; timer: ReturnType<typeof setInterval> }>();

function subscribe(refreshMs: number, listener: Tick): () => void {
  let clock = clocks.get(refreshMs);
  if (!clock) {
    const listeners = new Set<Tick>();
    const timer = setInterval(() => {
      const now = Date.now();
      for (const tick of listeners) tick(now);
    }, refreshMs);
    clock = { listeners, timer };
    clocks.set(refreshMs, clock);
  }
  clock.listeners.add(listener);
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size > 0) return;
    clearInterval(clock.timer);
    clocks.delete(refreshMs);
  };
}

/**
 * Now, for text that depends on it ("2 minutes ago"); refreshed every `refreshMs` while shown.
 * After hydration the real time replaces the render's as a transition: one time-sliced render for
 * all the cards of a page, not a synchronous re-render of each inside the hydration's commit
 * (issue 20: that was most of the band page's longest task). The HTML on screen already says what
 * the server's clock said, so nothing is wrong for the moment it takes.
 */
export function useNow(refreshMs = 60_000): Date {
  const client = useQueryClient();
  const [now, setNow] = useState(() => client.getQueryData<number>(renderClockKey) ?? Date.now());
  useEffect(() => {
    startTransition(() => setNow(Date.now()));
    return subscribe(refreshMs, (time) => startTransition(() => setNow(time)));
  }, [refreshMs]);
  return new Date(now);
}
