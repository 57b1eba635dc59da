import { useState } from "react";

/**
 * A drawer or dialog kept out of the first page's code: its chunk starts downloading on the first
 * sign of intent (hover, focus, touch) and the panel is mounted on the first open, then stays
 * mounted so it can animate closed. Spread `trigger` on the button that opens it.
 */
export function useLazyPanel(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    open,
    setOpen,
    /** Mount the panel (inside <Suspense>) only once this is true. */
    wanted,
    trigger: {
      onClick: () => {
        setWanted(true);
        setOpen(true);
      },
      onPointerEnter: preload,
      onFocus: preload,
      onTouchStart: preload,
    },
  };
}
