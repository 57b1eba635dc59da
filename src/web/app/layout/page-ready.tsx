import { useEffect } from "react";

/** Set on <html> once the first page React shows is live (see PageReady). */
export const PAGE_READY_ATTRIBUTE = "data-page-ready";

let firstPageLive = false;
const waiting: (() => void)[] = [];

/**
 * Runs `callback` once the first page is live (at once if it already is): for work that must not
 * compete with the page's start on a phone, such as the service worker's install.
 */
export function whenFirstPageLive(callback: () => void) {
  if (firstPageLive) callback();
  else waiting.push(callback);
}

/**
 * Rendered beside the page inside its Suspense boundary, so its effect runs only when the page
 * itself has been hydrated (or rendered), not when the shell around it has. A tap on a
 * server-rendered button before that does nothing: the end-to-end tests wait for this mark after
 * every full page load (e2e/support/fixtures.ts), as a person waits for a page to finish loading.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, "");
    if (firstPageLive) return;
    firstPageLive = true;
    for (const callback of waiting.splice(0)) callback();
  }, []);
  return null;
}
