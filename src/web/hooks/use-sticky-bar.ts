import { useEffect, useRef } from "react";

/**
 * For a bar stuck above the bottom nav (the edit forms' Cancel / Update, the referral picks): while it
 * is sticky, its height is `--sticky-bar-height` on <html>, which the page's scroll-padding-bottom
 * adds (styles.css), so a control scrolled into view by focus stops above the bar, not under it
 * (WCAG 2.4.11). The height follows the bar (picks added, text wrapping) and the width (a bar that is
 * static on desktop reserves nothing there). One such bar per page.
 */
export function useStickyBar<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () => {
      const sticky = getComputedStyle(bar).position === "sticky";
      root.style.setProperty("--sticky-bar-height", sticky ? `${bar.offsetHeight}px` : "0px");
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty("--sticky-bar-height");
    };
  }, []);
  return ref;
}
