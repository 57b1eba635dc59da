import type { Storage } from "../../storage";
import { storeAll, svgToWebp } from "./render";
import { avatarSvg, bannerSvg, blogSvg, eventCoverSvg, PALETTE, venueSvg } from "./svg";

export interface DemoArtwork {
  bandAvatars: string[];
  bandBanners: string[];
  artistAvatars: string[];
  artistBanners: string[];
  /** One cover per event category, by the category's label. */
  eventCovers: Map<string, string>;
  venueImages: string[];
  blogImages: string[];
  count: number;
}

const VENUE_IMAGES = 10;

/**
 * Draws and stores the demo images: one avatar per band and artist, and small shared pools of
 * banners, covers and venue photos (a dozen distinct banners look varied enough and keep the
 * seed to a couple of seconds).
 */
export async function createDemoArtwork(
  storage: Storage,
  input: { bands: readonly string[]; artists: readonly string[]; eventCategories: readonly string[]; blogs: number },
): Promise<DemoArtwork> {
  // Banners are rendered once and stored in both buckets, so each owner's files stay in its bucket.
  const bannerImages = await Promise.all(PALETTE.map((_, i) => svgToWebp(bannerSvg(i))));
  const storeBanners = (bucket: "band-assets" | "artist-assets") =>
    Promise.all(bannerImages.map(async (image) => (await storage.put(bucket, image, { ext: "webp" })).url));

  const [bandAvatars, artistAvatars, covers, venueImages, blogImages, bandBanners, artistBanners] = await Promise.all([
    storeAll(
      storage,
      "band-assets",
      input.bands.map((name, i) => avatarSvg(i, name)),
    ),
    storeAll(
      storage,
      "user-avatars",
      input.artists.map((name, i) => avatarSvg(i + 5, name)),
    ),
    storeAll(
      storage,
      "event-banners",
      input.eventCategories.map((label, i) => eventCoverSvg(i, label)),
    ),
    storeAll(
      storage,
      "venue-banners",
      Array.from({ length: VENUE_IMAGES }, (_, i) => venueSvg(i)),
    ),
    storeAll(
      storage,
      "blog-images",
      Array.from({ length: input.blogs }, (_, i) => blogSvg(i)),
    ),
    storeBanners("band-assets"),
    storeBanners("artist-assets"),
  ]);
  const eventCovers = new Map(input.eventCategories.map((label, i) => [label, covers[i]!]));
  return {
    bandAvatars,
    bandBanners,
    artistAvatars,
    artistBanners,
    eventCovers,
    venueImages,
    blogImages,
    count:
      bandAvatars.length +
      artistAvatars.length +
      covers.length +
      venueImages.length +
      blogImages.length +
      2 * bannerImages.length,
  };
}
