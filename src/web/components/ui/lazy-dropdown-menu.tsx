import { Slot } from "radix-ui";
import { type ComponentProps, createContext, type MouseEvent, Suspense, useContext, useState } from "react";
import type * as Eager from "./dropdown-menu";
import { lazyPart } from "./lazy-part";

/**
 * ui/dropdown-menu for a menu behind a button (Share, Add to calendar): until the first click the
 * trigger is a plain button with the menu-button semantics and the content renders nothing; the
 * click downloads Radix's menu (with its positioning engine, about 25 KB gzipped) and opens it.
 * From then on it is the Radix menu. Same parts, same props as ui/dropdown-menu; the trigger must
 * use `asChild`.
 */
const load = () => import("./dropdown-menu");
const Root = lazyPart(load, "DropdownMenu");
const Trigger = lazyPart(load, "DropdownMenuTrigger");
const Content = lazyPart(load, "DropdownMenuContent");
export const DropdownMenuItem = lazyPart(load, "DropdownMenuItem");
export const DropdownMenuLabel = lazyPart(load, "DropdownMenuLabel");
export const DropdownMenuSeparator = lazyPart(load, "DropdownMenuSeparator");

/** Null while the real menu is not loaded; otherwise what the first click asked for. */
const Arm = createContext<(() => void) | null>(null);

export function DropdownMenu({ children, ...props }: ComponentProps<typeof Eager.DropdownMenu>) {
  const [armed, setArmed] = useState(false);
  const placeholder = <Arm.Provider value={() => setArmed(true)}>{children}</Arm.Provider>;
  if (!armed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <Root defaultOpen {...props}>
        {children}
      </Root>
    </Suspense>
  );
}

export function DropdownMenuTrigger(props: ComponentProps<typeof Eager.DropdownMenuTrigger>) {
  const arm = useContext(Arm);
  if (!arm) return <Trigger {...props} />;
  const { children, onClick } = props;
  return (
    <Slot.Root
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) arm();
      }}
    >
      {children}
    </Slot.Root>
  );
}

export function DropdownMenuContent(props: ComponentProps<typeof Eager.DropdownMenuContent>) {
  return useContext(Arm) ? null : <Content {...props} />;
}
