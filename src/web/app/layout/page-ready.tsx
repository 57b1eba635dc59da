import { useEffect } from "react";

/** Set on <html> once the first page React shows is live (see PageReady). */
export const PAGE_READY_ATTRIBUTE = "data-page-ready";

/**
 * Rendered beside the page inside its Suspense boundary, so its effect runs only when the page
 * itself has been hydrated (or rendered), not when the shell around it has. A tap on a
 * server-rendered button before that does nothing: the end-to-end tests wait for this mark after
 * every full page load (e2e/support/fixtures.ts), as a person waits for a page to finish loading.
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, "");
  }, []);
  return null;
}
