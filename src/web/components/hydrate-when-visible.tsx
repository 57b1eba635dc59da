import { memo, type ReactNode, Suspense, use, useId } from "react";

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
// A part's wait can be ended early by name (wakeHydration): the resolvers of the parts of each name.
const wakers = new Map<string, Set<() => void>>();
const ATTRIBUTE = "data-hydrate-when-visible";
// Start a little before it scrolls in, so it is live by the time the finger gets there.
const MARGIN = "300px";

/**
 * main.tsx: the page came from the server and is about to be hydrated. With a #hash in the URL
 * everything hydrates at once: the hash may point into a deferred part (the page scrolls there and
 * may switch a tab to show it), so that part has to be live at once anyway.
 */
export function beginHydration() {
  hydrating = window.location.hash === "";
}

/**
 * Hydrates now the parts named `name` that are still waiting (e.g. a thread a live message is about:
 * it hydrates from the markup's data, then reads what changed; see useThreadLive).
 */
export function wakeHydration(name: string) {
  for (const wake of wakers.get(name) ?? []) wake();
}

function forget(name: string, wake: () => void) {
  const named = wakers.get(name);
  named?.delete(wake);
  if (named?.size === 0) wakers.delete(name);
}

function nearScreen(id: string, name: string | undefined): Promise<void> | null {
  if (!hydrating || typeof window === "undefined" || !("IntersectionObserver" in window)) return null;
  let wait = waits.get(id);
  if (!wait) {
    const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (!element) return null;
    wait = new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        if (name !== undefined) forget(name, done);
        resolve();
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
        rootMargin: MARGIN,
      });
      observer.observe(element);
      if (name !== undefined) wakers.set(name, (wakers.get(name) ?? new Set()).add(done));
    });
    waits.set(id, wait);
  }
  return wait;
}

function Gate({ id, name, children }: { id: string; name?: string; children: ReactNode }) {
  const wait = nearScreen(id, name);
  if (wait) use(wait);
  return children;
}

type HydrateWhenVisibleProps = {
  children: ReactNode;
  className?: string;
  /** Lets wakeHydration(name) hydrate this part before it is seen. */
  name?: string;
};

/**
 * Memoised: a parent's re-render with the same props (and the same children element: callers keep
 * it in a useMemo) leaves a part that is still waiting untouched; new props reaching server markup
 * that is not hydrated yet would make React give that markup up and render the part again.
 */
export const HydrateWhenVisible = memo(function HydrateWhenVisible({
  children,
  className,
  name,
}: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id }} className={className}>
      <Suspense fallback={null}>
        <Gate id={id} name={name}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
});
