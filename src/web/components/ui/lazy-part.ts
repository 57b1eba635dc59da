import { type ComponentType, lazy } from "react";

/**
 * A named export of a module as a lazy component of the same type: the module (a Radix primitive
 * and its helpers, 10–30 KB gzipped) is downloaded when the part first renders, not with the page.
 */
export function lazyPart<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  return lazy(() => load().then((m) => ({ default: m[name] as unknown as ComponentType<object> }))) as unknown as M[K];
}
