import { type RefObject, useEffect } from "react";

/**
 * A server-rendered text box shows before its code has run (on a slow phone, seconds before): what
 * is typed then lands in the DOM while the state that controls the box still says "". On mount the
 * box's DOM value is taken into that state, so the words are not ignored (a Post button that stays
 * disabled under typed text) nor wiped by the next render.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLTextAreaElement | HTMLInputElement | null>,
  value: string,
  setValue: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount: later input goes through onChange.
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, []);
}
