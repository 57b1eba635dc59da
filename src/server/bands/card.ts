/**
 * The unified artist/band card (001 §2) and the merged 'Discover item' (001 §3): one JSON shape for
 * both kinds of act, so the web app has one card and the lists can mix artists and bands.
 */
export type { ActCard } from "@/shared/contract/acts";

/** The spec's default for an artist without a name (001 §3). */
export const UNKNOWN_ARTIST = "Unknown Artist";

/** Up to the given genres, in order, without blanks or case-insensitive repeats. */
export function genresOf(...values: (string | null | undefined)[]): string[] {
  const genres: string[] = [];
  for (const value of values) {
    const genre = value?.trim();
    if (genre && !genres.some((g) => g.toLowerCase() === genre.toLowerCase())) genres.push(genre);
  }
  return genres;
}
