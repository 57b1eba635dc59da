import type { UseQueryResult } from "@tanstack/react-query";
import { PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { SearchInput } from "@/web/components/ui/input";
import { useDebounced } from "@/web/hooks/use-debounced";

const DEBOUNCE_MS = 250;

/** How the picker shows one option: its key, its name, a face and an optional note after the name. */
export type PickerOption = { key: string; name: string; avatarUrl: string | null; note?: string };

/** The picker's box text and the debounced, trimmed query to search for. */
export function usePickerQuery() {
  const [text, setText] = useState("");
  return { text, setText, q: useDebounced(text.trim(), DEBOUNCE_MS) };
}

type SearchPickerProps<T> = {
  label: string;
  /** Shown when the search finds nothing ('No artists found.'). */
  emptyText: string;
  /** Shortest query the search answers. */
  minChars: number;
  query: ReturnType<typeof usePickerQuery>;
  /** The search for query.q; options already chosen are left out by it. */
  results: UseQueryResult<T[]>;
  show: (option: T) => PickerOption;
  onPick: (option: T) => void;
};

/** A search-as-you-type box with an 'Add' button per result, for the pickers of the edit forms. */
export function SearchPicker<T>({ label, emptyText, minChars, query, results, show, onPick }: SearchPickerProps<T>) {
  const id = useId();
  const { text, setText, q } = query;

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type at least 2 letters of a name"
        autoComplete="off"
        // Enter picks from the list below, never submits the whole form.
        onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
      />
      {q.length >= minChars ? (
        <ul aria-label={`${label} results`} className="grid gap-1" aria-live="polite">
          {results.isPending ? <li className="px-1 text-sm text-muted-foreground">Searching...</li> : null}
          {results.isError ? <li className="px-1 text-sm text-red-400">Search failed. Please try again.</li> : null}
          {results.data?.length === 0 ? <li className="px-1 text-sm text-muted-foreground">{emptyText}</li> : null}
          {results.data?.map((option) => {
            const shown = show(option);
            return (
              <li key={shown.key} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
                <Avatar className="size-8">
                  {shown.avatarUrl ? <AvatarImage src={shown.avatarUrl} alt="" /> : null}
                  <AvatarFallback>{shown.name.charAt(0)}</AvatarFallback>
                </Avatar>
                <span className="min-w-0 flex-1 truncate text-sm">
                  {shown.name}
                  {shown.note ? <span className="text-xs text-muted-foreground"> ({shown.note})</span> : null}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Add ${shown.name}`}
                  onClick={() => {
                    onPick(option);
                    setText("");
                  }}
                >
                  <PlusIcon aria-hidden="true" />
                  Add
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
