import { useEffect } from "react";
import { useLocation } from "react-router";

/** 001 §9: the anchor scroll waits 500 ms, so the page's sections have rendered and settled (one source for every page). */
export const ANCHOR_SCROLL_DELAY_MS = 500;

/** How long a section the hash names may take to appear (its code or its data still loading). */
const WAIT_FOR_ANCHOR_MS = 8_000;
/** The visitor's own scrolling wins: once they scroll, a late section no longer moves the page. */
const OWN_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

/**
 * Scrolls to the element the URL hash names (/bands/1#scream-o-meter) once the page's content is
 * `ready`, after the spec's delay. Hashes in `ignore` are modes, not anchors (#step1). A section
 * that is not there yet (a closed tab's part whose code downloads when it opens: #fan-art) is
 * scrolled to when it appears.
 */
export function useHashScroll(ready: boolean, ignore: readonly string[] = []) {
  const { hash, key } = useLocation();
  const anchor = hash && !ignore.includes(hash) ? decodeURIComponent(hash.slice(1)) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, so following the same anchor link twice scrolls twice.
  useEffect(() => {
    if (!ready || !anchor) return;
    let observer: MutationObserver | undefined;
    let giveUp: number | undefined;
    let settle: number | undefined;
    const stop = () => {
      observer?.disconnect();
      window.clearTimeout(giveUp);
      for (const type of OWN_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
    const scrollTo = (element: HTMLElement) => {
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    };
    const timer = window.setTimeout(() => {
      const element = document.getElementById(anchor);
      if (element) return scrollTo(element);
      observer = new MutationObserver(() => {
        if (!document.getElementById(anchor)) return;
        stop();
        // The same settling time again: what arrived with it (the tab's other sections) renders first.
        settle = window.setTimeout(() => {
          const late = document.getElementById(anchor);
          if (late) scrollTo(late);
        }, ANCHOR_SCROLL_DELAY_MS);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(stop, WAIT_FOR_ANCHOR_MS);
      for (const type of OWN_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(settle);
      stop();
    };
  }, [ready, anchor, key]);
}
