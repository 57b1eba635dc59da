import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side change of page, focus moves to <main> (WCAG 2.4.3): the link that was pressed
 * is gone or belongs to the old page, and a screen reader starts reading the new page, whose title
 * the page has set. Focus already on the new page (a search field it focused itself) or in a dialog
 * stays where it is; the first load and changes of query or hash move nothing.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of page is the trigger; the path itself is not read.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById("main");
      const active = document.activeElement;
      if (!main || active?.closest("[role=dialog], [role=alertdialog]")) return;
      if (active && active !== document.body && main.contains(active)) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
