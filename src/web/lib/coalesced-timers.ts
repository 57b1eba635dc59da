import type { ManagedTimerId, TimeoutProvider } from "@tanstack/react-query";

/**
 * TanStack Query's timers on one platform timer (issue 20: main thread at hydration).
 *
 * Every query observer arms a "becomes stale" timeout when it subscribes, and every query a "may be
 * garbage collected" one: a band page hydrating 40–50 observers armed as many platform timers in
 * one task, and under Lighthouse's trace (which records a stack for each) that was 80–100 ms of
 * the page's longest task. Their delays are minutes long and need no millisecond precision, so
 * delays of LONG_DELAY_MS or more are kept in a list here, under the one platform timer that fires
 * for the earliest of them; shorter ones (retries, a refetch interval's first step) stay platform
 * timers. The library documents this provider hook for exactly this (timeoutManager.ts).
 */

const LONG_DELAY_MS = 1_000;

type Pending = { due: number; run: () => void };

export function coalescedTimeoutProvider(now: () => number = Date.now): TimeoutProvider {
  const pending = new Map<number, Pending>();
  const platform = new Map<number, ReturnType<typeof globalThis.setTimeout>>();
  let nextId = 1;
  let armed: { due: number; handle: ReturnType<typeof globalThis.setTimeout> } | null = null;

  const arm = () => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const timer of pending.values()) earliest = Math.min(earliest, timer.due);
    if (armed && armed.due === earliest) return;
    if (armed) globalThis.clearTimeout(armed.handle);
    armed = null;
    if (earliest === Number.POSITIVE_INFINITY) return;
    armed = { due: earliest, handle: globalThis.setTimeout(fire, Math.max(0, earliest - now())) };
  };

  const fire = () => {
    armed = null;
    const at = now();
    const due = [...pending].filter(([, timer]) => timer.due <= at);
    for (const [id] of due) pending.delete(id);
    arm();
    for (const [, timer] of due) timer.run();
  };

  return {
    setTimeout(callback, delay) {
      const id = nextId++;
      if (delay < LONG_DELAY_MS) {
        platform.set(
          id,
          globalThis.setTimeout(() => {
            platform.delete(id);
            callback();
          }, delay),
        );
        return id;
      }
      const due = now() + delay;
      pending.set(id, { due, run: callback });
      // Only a new earliest moves the platform timer; the rest join the list.
      if (!armed || due < armed.due) arm();
      return id;
    },
    clearTimeout(timerId) {
      if (typeof timerId !== "number") return;
      const id = timerId;
      const handle = platform.get(id);
      if (handle !== undefined) {
        platform.delete(id);
        globalThis.clearTimeout(handle);
        return;
      }
      // A cleared timer stays under the armed platform timer until it fires or another is due
      // first: re-arming on every clear would cost the platform calls this saves.
      pending.delete(id);
      if (pending.size === 0 && armed) {
        globalThis.clearTimeout(armed.handle);
        armed = null;
      }
    },
    // Intervals (a refetchInterval: the admin pending count) stay the platform's own.
    setInterval: (callback, delay) => globalThis.setInterval(callback, delay) as ManagedTimerId,
    clearInterval: (id) => globalThis.clearInterval(id as Parameters<typeof globalThis.clearInterval>[0]),
  };
}
