import { updateState } from "./update-state";

/**
 * Registers /sw.js (src/web/sw) once the page has loaded, so it never competes with first paint.
 * The first worker takes over at once; a later one (a new build) waits until the fan chooses to
 * reload from the prompt, so a page is never switched to new code under their fingers.
 *
 * The browser's own API, not workbox-window: what we use of it (a new worker waiting, telling it to
 * take over, hearing that it has) is these few lines, and its 2 KB were part of every first visit
 * (issue 20's 120 KB budget).
 */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;

  let announced: ServiceWorker | null = null;
  const announce = (worker: ServiceWorker) => {
    if (announced === worker) return;
    announced = worker;
    updateState.announce(
      () =>
        new Promise<void>((resolve) => {
          container.addEventListener("controllerchange", () => resolve(), { once: true });
          // The worker's own message handler (src/web/sw/sw.ts) calls skipWaiting().
          worker.postMessage({ type: "SKIP_WAITING" });
          // Some browsers never report the change of control for a tab; reload anyway after a moment.
          setTimeout(resolve, 3_000);
        }),
    );
  };

  // A worker that finished installing while another controls this page is a new build, waiting.
  // (With no controller it is the first worker, which takes over by itself.)
  const watch = (registration: ServiceWorkerRegistration) => {
    if (registration.waiting && container.controller) announce(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && container.controller) announce(installing);
      });
    });
  };

  // A browser may refuse (private mode, a policy, a test that blocks workers; some then hand back no
  // registration at all): the app works without the worker, so that is never an error for the fan.
  container
    .register("/sw.js", { scope: "/" })
    .then((registration) => {
      if (!registration) return;
      watch(registration);
      // A tab left open for days still learns about new builds.
      setInterval(() => void registration.update().catch(() => undefined), 60 * 60 * 1000);
    })
    .catch(() => undefined);
}
