import { useEffect } from "react";

/**
 * Keeps a control reached by the keyboard clear of the sticky header, the fixed bottom nav and any
 * sticky action bar (WCAG 2.4.11). The page's `scroll-padding` (styles.css) already says where those
 * bars are, but Chromium only scrolls on focus when the control is off the screen: one sitting
 * behind the bottom nav counts as visible and stays there. So after each keyboard focus, a control
 * inside the padding is scrolled to the nearest clear spot, which `scrollIntoView` measures with the
 * same padding. A control taller than the clear area (a tab panel) shows its top. Controls inside a
 * fixed or sticky box (the bars themselves, dialogs) are already on screen; a control focused by a
 * tap or click is where the finger was, and is not moved; nor is what script focuses out of the tab
 * order (`<main>` after a change of page, which keeps the restored scroll position).
 */
export function FocusClearOfBars() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const el = event.target;
      if (!(el instanceof HTMLElement) || el.tabIndex < 0 || !el.matches(":focus-visible") || inFixedBox(el)) return;
      const root = getComputedStyle(document.documentElement);
      const top = Number.parseFloat(root.scrollPaddingTop) || 0;
      const bottom = window.innerHeight - (Number.parseFloat(root.scrollPaddingBottom) || 0);
      const box = el.getBoundingClientRect();
      if (box.height > bottom - top) {
        if (box.top < top || box.top > bottom) el.scrollIntoView({ block: "start", inline: "nearest" });
      } else if (box.top < top || box.bottom > bottom) {
        el.scrollIntoView({ block: "nearest", inline: "nearest" });
      }
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
  return null;
}

function inFixedBox(el: HTMLElement) {
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    const { position } = getComputedStyle(node);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}
