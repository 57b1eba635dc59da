import { useSyncExternalStore } from "react";
import { useLocation } from "react-router";

const noSubscription = () => () => undefined;

/**
 * The URL's hash (#step1, #gigs), once the page is live. A browser never sends the hash, so the
 * server renders a page without it; hydrating with it would not match that HTML. This hook gives ""
 * while hydrating and the real hash right after (a re-render, not a mismatch). Pages rendered in
 * the browser get the hash at once.
 */
export function useHydratedHash(): string {
  const { hash } = useLocation();
  // As a store whose server snapshot is "": React re-renders after hydration only when the real
  // hash differs. A hydrated/not-hydrated flag re-rendered the whole band or artist page
  // synchronously inside the hydration's commit even without a hash (issue 20: ~100 ms at 4x CPU).
  return useSyncExternalStore(
    noSubscription,
    () => hash,
    () => "",
  );
}
