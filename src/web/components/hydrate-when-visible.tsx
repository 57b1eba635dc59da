import { type ReactNode, Suspense, use, useId } from "react";

/**
 * Below-the-fold parts of a server-rendered page (issue 20: hydrating whole pages at once cost
 * seconds of main-thread work on a phone): their HTML shows at once, but React takes them over
 * only when they come near the screen. While it waits, React keeps the server's markup as it is.
 * Pages opened by client-side navigation render them straight away.
 */

// Set when the page came from the server. A part waits only if its server markup is in the document:
// ids of parts mounted later by the browser (useId's client ids) never match server markup.
let hydrating = false;
const waits = new Map<string, Promise<void>>();
const ATTRIBUTE = "data-hydrate-when-visible";
// Start a little before it scrolls in, so it is live by the time the finger gets there.
const MARGIN = "300px";

/** main.tsx: the page came from the server and is about to be hydrated. */
export function beginHydration() {
  hydrating = true;
}

function nearScreen(id: string): Promise<void> | null {
  if (!hydrating || typeof window === "undefined" || !("IntersectionObserver" in window)) return null;
  let wait = waits.get(id);
  if (!wait) {
    const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (!element) return null;
    wait = new Promise<void>((resolve) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          resolve();
        },
        { rootMargin: MARGIN },
      );
      observer.observe(element);
    });
    waits.set(id, wait);
  }
  return wait;
}

function Gate({ id, children }: { id: string; children: ReactNode }) {
  const wait = nearScreen(id);
  if (wait) use(wait);
  return children;
}

export function HydrateWhenVisible({ children, className }: { children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
