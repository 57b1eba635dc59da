/**
 * The unified artist/band card (001 §2) and the merged 'Discover item' (001 §3): one JSON shape for
 * both kinds of act, so the web app has one card and the lists can mix artists and bands.
 */
export interface ActCard {
  type: "artist" | "band";
  /** The band's id, or the artist's user id. */
  id: string;
  /** The artist's user id (their page is /artists/{userId}); for a band, its owner's, if any. */
  userId: string | null;
  name: string;
  avatarUrl: string | null;
  profileBannerUrl: string | null;
  bio: string | null;
  /** Primary genre first, then the secondary one; no blanks or repeats. */
  genres: string[];
  location: string | null;
  followerCount: number;
  /** Scream-O-Meter average (0 when nobody has voted). */
  votingAverage: number;
  isVerified: boolean;
  /** 0 = not featured; 1, 2, 3… = featured in that order. */
  featured: number;
}

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
