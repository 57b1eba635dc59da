/** How long work waits for an idle moment at most, so a page that is never idle still gets it. */
export const IDLE_TIMEOUT_MS = 2_000;
/** Where there is no idle callback, how long after asking the work runs. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

type IdleScope = Pick<Window, "setTimeout"> & Partial<Pick<Window, "requestIdleCallback">>;

/**
 * Runs `callback` when the main thread is next idle (at most IDLE_TIMEOUT_MS from now). Browsers
 * without requestIdleCallback (Safari) run it after a short timer instead.
 */
export function whenIdle(callback: () => void, scope: IdleScope = window) {
  if (typeof scope.requestIdleCallback === "function")
    scope.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  else scope.setTimeout(callback, NO_IDLE_CALLBACK_DELAY_MS);
}
