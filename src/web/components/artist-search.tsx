import { PlusIcon, SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { ARTIST_SEARCH_MIN_CHARS, type ArtistOption, useArtistSearch } from "@/web/hooks/use-artist-search";
import { useDebounced } from "@/web/hooks/use-debounced";

const DEBOUNCE_MS = 250;

type ArtistSearchProps = {
  label: string;
  /** Already chosen: not offered again. */
  excludeIds: readonly string[];
  onPick: (artist: ArtistOption) => void;
};

/** Finds artist accounts by name (useArtistSearch) for line-ups and band members. */
export function ArtistSearch({ label, excludeIds, onPick }: ArtistSearchProps) {
  const id = useId();
  const [text, setText] = useState("");
  const q = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = useArtistSearch(q, excludeIds);

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type at least 2 letters of a name"
          className="pl-9"
          autoComplete="off"
          // Enter picks from the list below, never submits the whole form.
          onKeyDown={(event) => event.key === "Enter" && event.preventDefault()}
        />
      </div>
      {q.length >= ARTIST_SEARCH_MIN_CHARS ? (
        <ul aria-label={`${label} results`} className="grid gap-1" aria-live="polite">
          {results.isPending ? <li className="px-1 text-sm text-muted-foreground">Searching...</li> : null}
          {results.isError ? <li className="px-1 text-sm text-red-400">Search failed. Please try again.</li> : null}
          {results.data?.length === 0 ? (
            <li className="px-1 text-sm text-muted-foreground">No artists found.</li>
          ) : null}
          {results.data?.map((artist) => (
            <li key={artist.id} className="flex items-center gap-3 rounded-lg bg-muted px-3 py-2">
              <Avatar className="size-8">
                {artist.avatarUrl ? <AvatarImage src={artist.avatarUrl} alt="" /> : null}
                <AvatarFallback>{artist.name?.charAt(0) ?? "A"}</AvatarFallback>
              </Avatar>
              <span className="min-w-0 flex-1 truncate text-sm">{artist.name ?? "Unknown Artist"}</span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add ${artist.name ?? "artist"}`}
                onClick={() => {
                  onPick(artist);
                  setText("");
                }}
              >
                <PlusIcon aria-hidden="true" />
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
