import { cva, type VariantProps } from "class-variance-authority";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";
import { CloseButton, DialogOverlay, DialogPortal } from "./dialog";
import { useReturnFocus } from "./return-focus";

/** A drawer: a Radix Dialog that slides in from an edge (bottom on phones suits thumbs). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export {
  DialogDescription as SheetDescription,
  DialogFooter as SheetFooter,
  DialogHeader as SheetHeader,
  DialogTitle as SheetTitle,
} from "./dialog";

const sheetVariants = cva(
  "fixed z-50 flex flex-col gap-4 overflow-y-auto border-border bg-popover p-6 text-popover-foreground shadow-2xl",
  {
    variants: {
      side: {
        bottom:
          "inset-x-0 bottom-0 max-h-[90dvh] rounded-t-2xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))] data-[state=closed]:animate-sheet-out-bottom data-[state=open]:animate-sheet-in-bottom",
        right:
          "inset-y-0 right-0 w-[min(24rem,calc(100%-3rem))] border-l pt-[max(1.5rem,env(safe-area-inset-top))] data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right",
        left: "inset-y-0 left-0 w-[min(24rem,calc(100%-3rem))] border-r pt-[max(1.5rem,env(safe-area-inset-top))] data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
      },
    },
    defaultVariants: { side: "bottom" },
  },
);

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof sheetVariants> & { hideClose?: boolean };

export function SheetContent({
  className,
  side,
  children,
  hideClose,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: SheetContentProps) {
  const returnFocus = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content className={cn(sheetVariants({ side }), className)} {...props} {...returnFocus}>
        {side === "bottom" || side == null ? (
          <div aria-hidden="true" className="mx-auto -mt-2 h-1.5 w-12 shrink-0 rounded-full bg-secondary" />
        ) : null}
        {children}
        {!hideClose && <CloseButton />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
