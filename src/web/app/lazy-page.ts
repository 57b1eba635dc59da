import { type ComponentType, lazy } from "react";

/** What a page module under features/<area>/routes/ exports: the page as its default export. */
export type PageModule = { default: ComponentType };
export type LoadPage = () => Promise<PageModule>;

/*
 * How many page chunks the router is waiting for. Navigations run as React transitions, so the old
 * page stays up while the next one's code downloads; this count drives the progress bar meanwhile.
 */
let pending = 0;
const listeners = new Set<() => void>();
const notify = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

export const pageLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isLoading: () => pending > 0,
};

/** A page as its own chunk, downloaded on first render (or earlier, through `load`, on intent). */
export function lazyPage(load: LoadPage) {
  return lazy(() => {
    pending += 1;
    notify();
    return load().finally(() => {
      pending -= 1;
      notify();
    });
  });
}
