import { useCallback, useSyncExternalStore } from "react";

/** Spec 000 §9: below 768 px the app uses its phone layout. Matches Tailwind's `md:` breakpoint. */
export const MOBILE_BREAKPOINT_PX = 768;

export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** True on phone-sized screens; prefer CSS (`md:`) and use this only when behaviour, not looks, differs. */
export function useIsMobile() {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
}
