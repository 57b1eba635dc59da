import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { City } from "@/shared/contract/cities";
import { CITY_LIST_CLOSE_DELAY_MS, CITY_SEARCH_MIN_CHARS } from "@/shared/validation/auth";
import { cityNotFoundHint } from "@/shared/validation/messages";
import { Input } from "@/web/components/ui/input";
import { useCities } from "@/web/hooks/use-cities";
import { useDebounced } from "@/web/hooks/use-debounced";
import { cn } from "@/web/lib/cn";

// Wait for a pause in typing before asking the server (one request per word, not per letter).
const TYPING_PAUSE_MS = 200;

export type CityAutocompleteProps = {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A suggestion was picked (click or Enter), after onChange got its name. */
  onSelect?: (city: City) => void;
  id?: string;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

/**
 * A text box that suggests Indian cities (000 §5): from 2 characters, up to 10 with their state,
 * matched anywhere in the name. Any text is still a valid city. ARIA 1.2 combobox: arrows move
 * through the list, Enter picks, Escape closes; the list closes 150 ms after the box loses focus.
 */
export function CityAutocomplete({
  value,
  onChange,
  onBlur,
  onSelect,
  className,
  ...inputProps
}: CityAutocompleteProps & { className?: string }) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<number | undefined>(undefined);
  const typed = value.trim();
  const q = useDebounced(typed, TYPING_PAUSE_MS);
  const searching = q.length >= CITY_SEARCH_MIN_CHARS;

  const cities = useCities(q, searching);
  const options = searching ? (cities.data ?? []) : [];
  const settled = searching && q === typed && !cities.isFetching && cities.isSuccess;
  const showList = open && typed.length >= CITY_SEARCH_MIN_CHARS && options.length > 0;
  // 000 §5: a city not in the list is still allowed; the hint says so under the box, in the flow.
  const showHint = open && settled && options.length === 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions (a new `q`) start with none of them active.
  useEffect(() => setActive(-1), [q]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  function choose(city: City) {
    onChange(city.name);
    setOpen(false);
    onSelect?.(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const last = options.length - 1;
      setActive((current) =>
        event.key === "ArrowDown" ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === "Enter" && showList && active >= 0 && options[active]) {
      // Picking a suggestion must not submit the form around the box.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && showList) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const activeOption = showList && active >= 0 && active < options.length ? `${listId}-${active}` : undefined;

  return (
    <div className={cn("relative", className)}>
      <Input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          window.clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = window.setTimeout(() => setOpen(false), CITY_LIST_CLOSE_DELAY_MS);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border bg-popover shadow-xl",
          !showList && "hidden",
        )}
      >
        <ul id={listId} role="listbox" aria-label="Cities" className="max-h-64 overflow-y-auto p-1">
          {options.map((city, index) => (
            <li
              key={city.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the box, so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              onMouseMove={() => setActive(index)}
              className={cn(
                "flex min-h-11 cursor-pointer items-baseline gap-2 rounded-lg px-3 py-2 text-sm",
                index === active && "bg-secondary",
              )}
            >
              <span className="font-medium">{city.name}</span>
              <span className="truncate text-xs text-muted-foreground">{city.state}</span>
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className={cn("mt-2 text-sm text-muted-foreground", !showHint && "hidden")}>
        {showHint ? cityNotFoundHint(typed) : null}
      </p>
    </div>
  );
}
