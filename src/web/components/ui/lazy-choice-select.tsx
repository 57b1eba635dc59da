import { ChevronDownIcon } from "lucide-react";
import { type KeyboardEvent, Suspense, useState } from "react";
import { cn } from "@/web/lib/cn";
import type * as Eager from "./choice-select";
import { fieldClasses, SELECT_TRIGGER_CLASSES } from "./input";
import { lazyPart } from "./lazy-part";

/**
 * ui/choice-select for the list pages' filters: until it is first used, the combobox is a plain
 * button showing the current choice (the same look and name as Radix's trigger); the click, or
 * the keys that open a select, download Radix's select (with its positioning engine and scroll
 * lock, about 30 KB gzipped, issue 20: first-visit JS) and open it. From then on it is Radix's.
 */
const ChoiceSelect = lazyPart(() => import("./choice-select"), "ChoiceSelect");
const OPENING_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

export function LazyChoiceSelect(props: Eager.ChoiceSelectProps) {
  const [armed, setArmed] = useState(false);
  const { label, value, choices, className } = props;
  const placeholder = (
    <button
      type="button"
      role="combobox"
      aria-label={label}
      aria-expanded={false}
      aria-haspopup="listbox"
      aria-autocomplete="none"
      data-state="closed"
      className={cn(fieldClasses, SELECT_TRIGGER_CLASSES, className)}
      onClick={() => setArmed(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setArmed(true);
      }}
    >
      <span>{choices.find((choice) => choice.value === value)?.label ?? ""}</span>
      <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden="true" />
    </button>
  );
  if (!armed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ChoiceSelect {...props} defaultOpen />
    </Suspense>
  );
}
