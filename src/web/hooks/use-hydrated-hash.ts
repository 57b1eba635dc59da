import { useLocation } from "react-router";
import { useHydrated } from "./use-hydrated";

/**
 * The URL's hash (#step1, #gigs), once the page is live. A browser never sends the hash, so the
 * server renders a page without it; hydrating with it would not match that HTML. This hook gives ""
 * while hydrating and the real hash right after (a re-render, not a mismatch). Pages rendered in
 * the browser get the hash at once.
 */
export function useHydratedHash(): string {
  const { hash } = useLocation();
  return useHydrated() ? hash : "";
}
