import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False while React hydrates server-rendered HTML, true right after (a re-render, not a mismatch)
 * and at once on pages rendered in the browser. For what the server must not render: values only
 * the browser knows, and widgets that have to start in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
