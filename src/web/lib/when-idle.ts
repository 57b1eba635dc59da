/** How long work waits for an idle moment at most, so a page that is never idle still gets it. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `callback` when the main thread is next idle (at most IDLE_TIMEOUT_MS from now). Browsers
 * without requestIdleCallback (Safari) run it after a short timer instead.
 */
export function whenIdle(callback: () => void, scope: Pick<Window, "setTimeout"> & Partial<Window> = window) {
  if (typeof scope.requestIdleCallback === "function")
    scope.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  else scope.setTimeout(callback, 200);
}
