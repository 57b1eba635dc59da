import { useEffect, useRef } from "react";

/**
 * Keeps the CSS variable `name` on <html> at what `measure` says of the element, as the element and
 * the window change size, and removes it when the element goes: the sticky action bars and the header
 * tell `scroll-padding` (styles.css) how much of the screen they cover. `measure` may also mark the
 * element; it is read once, so pass a function defined outside the component.
 */
export function useRootVariable<T extends HTMLElement>(name: string, measure: (element: T) => string) {
  const ref = useRef<T>(null);
  const measureRef = useRef(measure);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(name, measureRef.current(element));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener("resize", update);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", update);
      root.style.removeProperty(name);
    };
  }, [name]);
  return ref;
}
