import { SearchPicker, usePickerQuery } from "@/web/components/search-picker";
import { ARTIST_SEARCH_MIN_CHARS, type ArtistOption, useArtistSearch } from "@/web/hooks/use-artist-search";

type ArtistSearchProps = {
  label: string;
  /** Already chosen: not offered again. */
  excludeIds: readonly string[];
  onPick: (artist: ArtistOption) => void;
};

/** Finds artist accounts by name (useArtistSearch) for band members. */
export function ArtistSearch({ label, excludeIds, onPick }: ArtistSearchProps) {
  const query = usePickerQuery();
  const results = useArtistSearch(query.q, excludeIds);
  return (
    <SearchPicker
      label={label}
      emptyText="No artists found."
      minChars={ARTIST_SEARCH_MIN_CHARS}
      query={query}
      results={results}
      show={(artist) => ({ key: artist.id, name: artist.name ?? "Unknown Artist", avatarUrl: artist.avatarUrl })}
      onPick={onPick}
    />
  );
}
