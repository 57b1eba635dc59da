import { useEffect } from "react";
import { useLocation } from "react-router";

/** 001 §9: the anchor scroll waits 500 ms, so the section's content has laid out first. */
export const ANCHOR_SCROLL_DELAY_MS = 500;

/** Scrolls to the URL's #anchor once the page's content is there (`ready`). */
export function useScrollToHash(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const timer = window.setTimeout(() => {
      document
        .getElementById(decodeURIComponent(hash.slice(1)))
        ?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, hash, key]);
}
