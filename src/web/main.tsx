import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { whenFirstPageLive } from "./app/layout/page-ready";
import { noteServerBuild } from "./app/pwa/update-state";
import { preloadPage } from "./app/router";
import { beginHydration } from "./components/hydrate-when-visible";
import { observeServerBuild } from "./lib/api-client";
import { queryClient } from "./lib/query-client";
import { hydrateFromDocument } from "./lib/ssr-state";
import { whenIdle } from "./lib/when-idle";
import { disableZodEval } from "./lib/zod-without-eval";
import "./styles.css";

// Before anything can parse with zod (no schema runs while modules load).
disableZodEval();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives rendered, with the answers it was rendered from (docs/decisions/ssr.md):
// the cache starts from them, so nothing is asked twice, and React takes over the markup. The
// page's code was preloaded by the HTML; waiting for it lets the whole page hydrate in one go.
// Hydrating inside a transition lets React yield to the browser every few milliseconds (a default
// priority hydration is one task as long as the whole page: ~0.5–1 s on a phone, issue 20's TBT);
// an input on a part not yet hydrated makes React hydrate that part first.
function start(container: HTMLElement) {
  if (hydrateFromDocument(queryClient)) {
    beginHydration();
    void preloadPage(window.location.pathname).finally(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    createRoot(container).render(app);
  }
}
// This task has just evaluated the app's modules (~30 ms of a phone's main thread): reading the
// page's data and matching its route wait for the next task, so that no one task carries both.
setTimeout(() => start(root), 0);

// An API answer from another build than this page's means a deploy happened: offer the reload.
observeServerBuild(noteServerBuild);
// The installable app (its manifest and the service worker that keeps pages for offline use) starts
// once the first page is live and the phone is idle: the worker's install downloads every chunk of
// the app (~350 KB), and the manifest makes the browser fetch icons and run its install checks, none
// of which the first page needs (issue 20; docs/decisions/pwa.md).
if (import.meta.env.PROD) {
  whenFirstPageLive(() =>
    whenIdle(() => void import("./app/pwa/start-installable-app").then((m) => m.startInstallableApp())),
  );
}
