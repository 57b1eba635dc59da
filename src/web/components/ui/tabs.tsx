import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { cn } from "@/web/lib/cn";

/*
 * Tabs after the WAI-ARIA tabs pattern, as Radix's Tabs behave (automatic activation: the arrow keys
 * move focus along the tabs and open the focused one; Home and End; one tab in the page's Tab order;
 * only the open panel's content is mounted), in ~100 lines of our own. Radix's version brought its
 * collection, roving-focus and presence packages: ~7 KB gzipped of the band page's first visit,
 * where the tabs are on screen from the start (issue 20's 120 KB budget). The other Radix parts stay.
 */

type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const idFor = (baseId: string, part: "trigger" | "content", value: string) => `${baseId}-${part}-${value}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & {
  /** The open tab (controlled), or… */
  value?: string;
  /** …the tab open at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
};

export function Tabs({ value, defaultValue = "", onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const baseId = useId();
  // The context changes only when the open tab does. A caller's new onValueChange on every render
  // must not change it: a changed context reaching a part of a server-rendered panel that is still
  // waiting to hydrate (HydrateWhenVisible, a lazy part) makes React throw its markup away and
  // render it again from nothing (a member's half-typed post among it).
  const latest = useRef({ current, controlled: value !== undefined, onValueChange });
  useLayoutEffect(() => {
    latest.current = { current, controlled: value !== undefined, onValueChange };
  });
  const select = useCallback((next: string) => {
    const { current, controlled, onValueChange } = latest.current;
    if (next === current) return;
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  }, []);
  const state = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

/** Arrow keys, Home and End move focus to another enabled tab of this list; focusing it opens it. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowLeft", "ArrowRight", "Home", "End"];
  if (!keys.includes(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (at === -1 || tabs.length === 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
  const step = (event.key === "ArrowRight") !== rtl ? 1 : -1;
  const next =
    event.key === "Home" ? 0 : event.key === "End" ? tabs.length - 1 : (at + step + tabs.length) % tabs.length;
  event.preventDefault();
  tabs[next]?.focus();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        "inline-flex min-h-13 w-full items-stretch gap-1 rounded-xl bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({ value, className, disabled, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idFor(tabs.baseId, "trigger", value)}
      aria-selected={active}
      aria-controls={idFor(tabs.baseId, "content", value)}
      data-state={active ? "active" : "inactive"}
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      // One stop in the page's Tab order: the open tab; the arrow keys reach the others.
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex min-h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-2 py-1 text-center text-sm leading-tight font-semibold transition-colors hover:text-foreground disabled:opacity-50 data-[state=active]:bg-secondary data-[state=active]:text-foreground",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Automatic activation, for focus moved by the arrow keys (a click focuses and selects too).
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = Omit<ComponentProps<"div">, "value"> & {
  value: string;
  /** Keep it mounted and shown while closed (its `data-state` says which; the caller hides it). */
  forceMount?: true;
};

/** The panel of one tab; its children are mounted only while it is open (unless forceMount). */
export function TabsContent({ value, forceMount, className, children, ...props }: TabsContentProps) {
  const tabs = useTabs("TabsContent");
  const active = tabs.value === value;
  const shown = active || forceMount === true;
  return (
    <div
      role="tabpanel"
      id={idFor(tabs.baseId, "content", value)}
      aria-labelledby={idFor(tabs.baseId, "trigger", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!shown}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern (and Radix) puts the open panel in the Tab order, so a panel of text alone is reachable from its tab
      tabIndex={0}
      className={cn("mt-4 rounded-lg", className)}
      {...props}
    >
      {shown ? children : null}
    </div>
  );
}
