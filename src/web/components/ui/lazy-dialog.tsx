import { type ComponentProps, Suspense, useRef } from "react";
import type * as Eager from "./dialog";
import { lazyPart } from "./lazy-part";

/**
 * ui/dialog for a controlled dialog (`open` and `onOpenChange`, no DialogTrigger) that a page shows
 * rarely: 'Report', 'Delete?', 'Claim this page'. Radix's dialog, its focus trap and scroll lock are
 * downloaded the first time the dialog opens (issue 20: first-visit JS), then stay mounted so the
 * closing animation plays. Same parts, same props as ui/dialog.
 */
const load = () => import("./dialog");
const Root = lazyPart(load, "Dialog");
export const DialogContent = lazyPart(load, "DialogContent");
export const DialogHeader = lazyPart(load, "DialogHeader");
export const DialogFooter = lazyPart(load, "DialogFooter");
export const DialogTitle = lazyPart(load, "DialogTitle");
export const DialogDescription = lazyPart(load, "DialogDescription");

export function Dialog(props: ComponentProps<typeof Eager.Dialog> & { open: boolean }) {
  const opened = useRef(false);
  if (props.open) opened.current = true;
  if (!opened.current) return null;
  return (
    <Suspense fallback={null}>
      <Root {...props} />
    </Suspense>
  );
}
