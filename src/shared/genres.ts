/** The genre list of the spec (001 §9), in its order. */
export const GENRES = [
  "Rock",
  "Pop",
  "Hip Hop",
  "Electronic",
  "Jazz",
  "Classical",
  "Country",
  "R&B",
  "Folk",
  "Reggae",
  "Punk",
  "Metal",
  "Blues",
  "Indie",
  "Alternative",
] as const;

export type Genre = (typeof GENRES)[number];
