import { Workbox } from "workbox-window";
import { updateState } from "./update-state";

/**
 * Registers /sw.js (src/web/sw) once the page has loaded, so it never competes with first paint.
 * The first worker takes over at once; a later one (a new build) waits until the fan chooses to
 * reload from the prompt, so a page is never switched to new code under their fingers.
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    updateState.announce(
      () =>
        new Promise<void>((resolve) => {
          wb.addEventListener("controlling", () => resolve());
          wb.messageSkipWaiting();
          // Some browsers never report the change of control for a tab; reload anyway after a moment.
          setTimeout(resolve, 3_000);
        }),
    );
  });
  // A browser may refuse (private mode, a policy, a test that blocks workers; some then hand back no
  // registration at all): the app works without the worker, so that is never an error for the fan.
  wb.register().catch(() => undefined);
  // A tab left open for days still learns about new builds.
  setInterval(() => void wb.update(), 60 * 60 * 1000);
}
