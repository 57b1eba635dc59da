import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A new page starts at the top; Back and Forward return to where the reader was. A URL with a hash
 * is left alone: the page scrolls to its anchor itself once the content is there. Only path changes
 * count, so a filter written to the query string does not jump the list.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(key);
  const firstPage = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(currentKey.current, window.scrollY));
    };
    window.addEventListener("scroll", record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of page moves the scroll position; `key`, `hash` and the navigation type are read, not watched.
  useLayoutEffect(() => {
    currentKey.current = key;
    // The page the browser loaded is where the browser put it: at the top, or wherever the reader
    // has scrolled while the app was starting. Moving it would make the page jump under their thumb.
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    if (hash) return;
    const saved = navigationType === "POP" ? positions.current.get(key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [pathname]);

  return null;
}
