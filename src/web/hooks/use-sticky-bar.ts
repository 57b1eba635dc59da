import { useRootVariable } from "./use-root-variable";

/**
 * For a bar stuck above the bottom nav (the edit forms' Cancel / Update, the referral picks): while it
 * is sticky, its height is `--sticky-bar-height` on <html>, which the page's scroll-padding-bottom
 * adds (styles.css), so a control scrolled into view by focus stops above the bar, not under it
 * (WCAG 2.4.11). The height follows the bar (picks added, text wrapping) and the width (a bar that is
 * static on desktop reserves nothing there). One such bar per page.
 */
export function useStickyBar<T extends HTMLElement>() {
  return useRootVariable<T>("--sticky-bar-height", stickyHeight);
}

const stickyHeight = (bar: HTMLElement) =>
  getComputedStyle(bar).position === "sticky" ? `${bar.offsetHeight}px` : "0px";
