import { type ReactNode, useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { GENRES } from "@/shared/genres";
import { SearchInput } from "@/web/components/ui/input";
import { LazyChoiceSelect } from "@/web/components/ui/lazy-choice-select";
import { cn } from "@/web/lib/cn";

// Radix Select has no empty value; this stands for "no filter" and never reaches the URL.
export const ANY = "__any__";
const SEARCH_DELAY_MS = 300;

/**
 * One filter kept in the URL query (?genre=Rock), so a filtered list can be shared and survives a
 * reload. Writing replaces the history entry: Back leaves the page instead of undoing each keystroke.
 */
export function useUrlFilter(key: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(key)?.trim() || null;
  const set = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next?.trim()) updated.set(key, next.trim());
        else updated.delete(key);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [value, set];
}

/** The row of filters above a discovery grid: stacked on a phone, in a row from tablets up. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    // Two columns on a phone (the search box spans both; an odd last filter too), one row on large screens.
    <search className="mb-6 grid grid-cols-2 gap-3 lg:flex lg:flex-wrap lg:items-center [&>*:last-child:nth-child(even)]:col-span-2">
      {children}
    </search>
  );
}

type SearchFilterProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  label?: string;
  /** The page is about searching (/search): the box takes the focus when it opens. */
  autoFocus?: boolean;
  className?: string;
};

/** A search box that writes to the URL once typing pauses, and follows the URL when it changes (Back). */
export function SearchFilter({
  value,
  onChange,
  placeholder,
  label = "Search",
  autoFocus,
  className,
}: SearchFilterProps) {
  const id = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onChange is a fresh function each render and value follows the text; the text is what matters.
  useEffect(() => {
    if (text.trim() === (value ?? "")) return;
    const timer = setTimeout(() => onChange(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <SearchInput
      id={id}
      srLabel={label}
      wrapperClassName={cn("col-span-2 w-full lg:w-72", className)}
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={placeholder}
      autoFocus={autoFocus}
    />
  );
}

type ChoiceFilterProps = {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** The 'no filter' choice, e.g. 'All genres'. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
};

/** A select whose first choice removes the filter. */
export function ChoiceFilter({ label, value, onChange, anyLabel, options }: ChoiceFilterProps) {
  // A value from a shared URL that is not (yet) among the options still shows as chosen.
  const all =
    value && !options.some((option) => option.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <LazyChoiceSelect
      label={label}
      value={value ?? ANY}
      onValueChange={(next) => onChange(next === ANY ? null : next)}
      choices={[{ value: ANY, label: anyLabel }, ...all]}
      className="w-full lg:w-48"
    />
  );
}

const GENRE_OPTIONS = GENRES.map((genre) => ({ value: genre, label: genre }));

export function GenreFilter({ value, onChange }: Pick<ChoiceFilterProps, "value" | "onChange">) {
  return <ChoiceFilter label="Genre" value={value} onChange={onChange} anyLabel="All genres" options={GENRE_OPTIONS} />;
}

export function LocationChoice({
  value,
  onChange,
  cities,
}: Pick<ChoiceFilterProps, "value" | "onChange"> & { cities: readonly string[] | undefined }) {
  const options = (cities ?? []).map((city) => ({ value: city, label: city }));
  return <ChoiceFilter label="Location" value={value} onChange={onChange} anyLabel="All locations" options={options} />;
}
