import { memo, type ReactNode, Suspense, use, useEffect, useId } from "react";

/**
 * Below-the-fold parts of a server-rendered page (issue 20: hydrating whole pages at once cost
 * seconds of main-thread work on a phone): their HTML shows at once, but React takes them over
 * only when they come near the screen. While it waits, React keeps the server's markup as it is.
 * Pages opened by client-side navigation render them straight away.
 */

// Set when the page came from the server. A part waits only if its server markup is in the document:
// ids of parts mounted later by the browser (useId's client ids) never match server markup.
let hydrating = false;
/**
 * Each part's wait by its id, and what ends it early (a tap on it, wakeHydration); null for a part
 * that never waits. Decided at the part's first render and kept: by a later render (after lazy code
 * inside it suspended, or a re-render with new data) the part's own wrapper is in the document, and
 * a part mounted by the browser would otherwise start waiting for the screen with nothing to show.
 */
const waits = new Map<string, { promise: Promise<void>; wake: () => void } | null>();
// A part's wait can be ended early by name (wakeHydration): the resolvers of the parts of each name.
const wakers = new Map<string, Set<() => void>>();
const ATTRIBUTE = "data-hydrate-when-visible";
// On a part whose markup React has not taken over yet (it is in the server's HTML and removed by
// the part's first effect). React drops a tap on such markup when it cannot hydrate it at once (its
// code is still downloading), so the tap is kept here and done again once the part is live.
const WAITING = "data-hydrate-waiting";
/** The control a visitor tapped in each waiting part (by the part's id), to press again when live. */
const missedTaps = new Map<string, HTMLElement>();
// Start a little before it scrolls in, so it is live by the time the finger gets there.
const MARGIN = "300px";

/**
 * main.tsx: the page came from the server and is about to be hydrated. With a #hash in the URL
 * everything hydrates at once: the hash may point into a deferred part (the page scrolls there and
 * may switch a tab to show it), so that part has to be live at once anyway.
 */
export function beginHydration() {
  hydrating = window.location.hash === "";
  // Capture on the document: it runs before React's own listener on the root, which would swallow it.
  document.addEventListener("click", keepTapOnWaitingPart, true);
}

/**
 * A tap on a button of a part still waiting for its code: it is kept (and the part woken) instead
 * of lost. Links are left alone (they work as plain links), so are fields (they take focus and
 * text natively; see useTypedBeforeHydration).
 */
function keepTapOnWaitingPart(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(`[${WAITING}]`);
  const control = target?.closest<HTMLElement>('button, [role="button"], summary');
  if (!part || !control || !part.contains(control) || control.closest("a[href]")) return;
  const id = part.getAttribute(ATTRIBUTE);
  if (!id) return;
  event.preventDefault();
  event.stopPropagation();
  missedTaps.set(id, control);
  wakeById(id);
}

/**
 * Hydrates now the parts named `name` that are still waiting (e.g. a thread a live message is about:
 * it hydrates from the markup's data, then reads what changed; see useThreadLive).
 */
export function wakeHydration(name: string) {
  for (const wake of wakers.get(name) ?? []) wake();
}

function wakeById(id: string) {
  waits.get(id)?.wake();
}

function forget(name: string, wake: () => void) {
  const named = wakers.get(name);
  named?.delete(wake);
  if (named?.size === 0) wakers.delete(name);
}

function nearScreen(id: string, name: string | undefined): Promise<void> | null {
  if (!hydrating || typeof window === "undefined" || !("IntersectionObserver" in window)) return null;
  let wait = waits.get(id);
  if (wait === null) return null;
  if (!wait) {
    const element = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
    if (!element) {
      waits.set(id, null);
      return null;
    }
    let wake = () => {};
    const promise = new Promise<void>((resolve) => {
      const done = () => {
        observer.disconnect();
        if (name !== undefined) forget(name, done);
        resolve();
      };
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
        rootMargin: MARGIN,
      });
      observer.observe(element);
      wake = done;
      if (name !== undefined) wakers.set(name, (wakers.get(name) ?? new Set()).add(done));
    });
    // Kept after it settles: React's use() needs the same promise on every render of the part.
    wait = { promise, wake };
    waits.set(id, wait);
  }
  return wait.promise;
}

function Gate({ id, name, children }: { id: string; name?: string; children: ReactNode }) {
  const wait = nearScreen(id, name);
  if (wait) use(wait);
  return (
    <>
      {children}
      <Live id={id} />
    </>
  );
}

/** Runs once the part's content is live (hydrated, its code loaded): presses a tap kept meanwhile. */
function Live({ id }: { id: string }) {
  useEffect(() => {
    document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.removeAttribute(WAITING);
    const tapped = missedTaps.get(id);
    missedTaps.delete(id);
    if (tapped?.isConnected) tapped.click();
  }, [id]);
  return null;
}

type HydrateWhenVisibleProps = {
  children: ReactNode;
  className?: string;
  /** Lets wakeHydration(name) hydrate this part before it is seen. */
  name?: string;
  /**
   * Shown while lazy code inside it downloads, when the part is rendered in the browser (a page
   * opened by navigation); a server-rendered part keeps its markup instead. Lazy parts go straight
   * in here, under this one boundary, so the part counts as live only once their code is in.
   */
  fallback?: ReactNode;
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
  fallback = null,
}: HydrateWhenVisibleProps) {
  const id = useId();
  return (
    <div {...{ [ATTRIBUTE]: id, [WAITING]: "" }} className={className}>
      <Suspense fallback={fallback}>
        <Gate id={id} name={name}>
          {children}
        </Gate>
      </Suspense>
    </div>
  );
});
