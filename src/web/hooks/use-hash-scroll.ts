import { useEffect } from "react";
import { useLocation } from "react-router";

/** 001 §9: the anchor scroll waits 500 ms, so the page's sections have rendered and settled. */
export const ANCHOR_SCROLL_DELAY_MS = 500;

/**
 * Scrolls to the element the URL hash names (/bands/1#scream-o-meter) once the page's content is
 * `ready`, after the spec's delay. Hashes in `ignore` are modes, not anchors (#step1).
 */
export function useHashScroll(ready: boolean, ignore: readonly string[] = []) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || !hash || ignore.includes(hash)) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
    // `key` changes on every navigation, so following the same anchor link twice scrolls twice.
  }, [ready, hash, key]);
}
