import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";

/**
 * The query cache the server rendered a page from travels in the HTML as JSON, in a
 * `<script type="application/json">` (the CSP allows no inline script that runs).
 */
export const SSR_STATE_ID = "ssr-state";

/** JSON safe inside a script element: no `<` at all, so nothing a user wrote can close the element early. */
export function serializeState(state: DehydratedState): string {
  return JSON.stringify(state)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Puts the server's answers into the browser's cache; true when the page came rendered from the server. */
export function hydrateFromDocument(client: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return false;
  hydrate(client, JSON.parse(element.textContent) as DehydratedState);
  return true;
}
