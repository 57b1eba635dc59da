import { useRef } from "react";

type AutoFocusEvent = Event;

/**
 * Radix's dialog gives focus back to its <Dialog.Trigger> when it closes, but most of our dialogs and
 * sheets are opened by a button that is not one (a lazily loaded panel, a prompt opened by the app),
 * and focus then fell to <body>. This remembers what had focus when the dialog opened and returns
 * focus there on close, as the WAI-ARIA dialog pattern asks; a dialog's own handlers still run first
 * and can prevent it.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: (event: AutoFocusEvent) => void;
  onCloseAutoFocus?: (event: AutoFocusEvent) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: AutoFocusEvent) => {
      // Radix fires this before moving focus in: the active element is still what opened the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: AutoFocusEvent) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
