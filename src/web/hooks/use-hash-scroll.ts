import { useEffect } from "react";
import { useLocation } from "react-router";

/** 001 §9: the anchor scroll waits 500 ms, so the page's sections have rendered and settled (one source for every page). */
export const ANCHOR_SCROLL_DELAY_MS = 500;

/**
 * Scrolls to the element the URL hash names (/bands/1#scream-o-meter) once the page's content is
 * `ready`, after the spec's delay. Hashes in `ignore` are modes, not anchors (#step1).
 */
export function useHashScroll(ready: boolean, ignore: readonly string[] = []) {
  const { hash, key } = useLocation();
  const anchor = hash && !ignore.includes(hash) ? decodeURIComponent(hash.slice(1)) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so following the same anchor link twice scrolls twice.
  useEffect(() => {
    if (!ready || !anchor) return;
    const timer = window.setTimeout(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(anchor)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, anchor, key]);
}
