import { useEffect, useState, useSyncExternalStore } from "react";
import { pageLoads } from "../lazy-page";

const SHOW_AFTER_MS = 150;
// The server renders a page whole, and hydration starts from that: nothing is loading.
const notLoading = () => false;

/** A thin bar at the top while the next page's code downloads; quick hops show nothing. */
export function NavigationProgress() {
  const busy = useSyncExternalStore(pageLoads.subscribe, pageLoads.isLoading, notLoading);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-[env(safe-area-inset-top)] z-50 h-0.5 overflow-hidden bg-primary/20"
    >
      <div className="h-full w-2/5 animate-progress bg-primary-bright" />
    </div>
  );
}
