import { formatIst } from "../../../shared/datetime";
import type { Storage } from "../../storage";
import { ARTISTS } from "../content/artists";
import { BANDS } from "../content/bands";
import { BLOGS } from "../content/blogs";
import { BAND_SUBMISSIONS } from "../content/submissions";
import { VENUES } from "../content/venues";
import { storeAll } from "./render";
import {
  artistAvatarSvg,
  bandAvatarSvg,
  bannerSvg,
  blogSvg,
  type PosterInput,
  posterSvg,
  type RoomKind,
  roomKindOf,
  venueSvg,
} from "./svg";

export interface DemoArtwork {
  /** One per band of content/bands.ts, then one per band suggestion of content/submissions.ts. */
  bandAvatars: string[];
  bandBanners: string[];
  /** One per artist of content/artists.ts. */
  artistAvatars: string[];
  artistBanners: string[];
  /** Three per venue of content/venues.ts: its room with its name on the sign, then two stage shots. */
  venueImages: string[][];
  /** One per post of content/blogs.ts. */
  blogImages: string[];
  /** Gig posters, drawn after the gigs are planned (drawGigPosters). */
  gigPosters: string[];
  count: number;
}

/** Every band the artwork draws for: the live bands, then the suggested ones (same order as the URLs). */
export const ARTWORK_BANDS = [...BANDS, ...BAND_SUBMISSIONS];

/** Shared stage shots for the venues' galleries, in a spread of colours. */
const STAGE_SHOTS: readonly { kind: RoomKind; genre: string }[] = [
  { kind: "stage", genre: "Rock" },
  { kind: "stage", genre: "Electronic" },
  { kind: "stage", genre: "Jazz" },
  { kind: "stage", genre: "Indie" },
  { kind: "stage", genre: "Pop" },
  { kind: "stage", genre: "Metal" },
  { kind: "open-air", genre: "Reggae" },
  { kind: "stage", genre: "Alternative" },
];

/**
 * Draws and stores the demo images: for every band and artist an avatar (a typographic logo or a
 * portrait) and a banner; for every venue a photo of its room; for every blog post its art.
 */
export async function createDemoArtwork(storage: Storage): Promise<DemoArtwork> {
  const [bandAvatars, bandBanners, artistAvatars, artistBanners, venuePhotos, stageShots, blogImages] =
    await Promise.all([
      storeAll(
        storage,
        "band-assets",
        ARTWORK_BANDS.map((band) => bandAvatarSvg(band.name, band.primary, band.city)),
      ),
      storeAll(
        storage,
        "band-assets",
        ARTWORK_BANDS.map((band) => bannerSvg(band.name, band.primary, "band")),
      ),
      storeAll(
        storage,
        "user-avatars",
        ARTISTS.map((artist) => artistAvatarSvg(artist.name, artist.primary)),
      ),
      storeAll(
        storage,
        "artist-assets",
        ARTISTS.map((artist) => bannerSvg(artist.name, artist.primary, "artist")),
      ),
      storeAll(
        storage,
        "venue-banners",
        VENUES.map((venue, i) => venueSvg(roomKindOf(venue.venueType), venue.name, venue.genre, i)),
      ),
      storeAll(
        storage,
        "venue-banners",
        STAGE_SHOTS.map((shot, i) => venueSvg(shot.kind, null, shot.genre, i)),
      ),
      storeAll(
        storage,
        "blog-images",
        BLOGS.map((blog) => blogSvg(blog.art.motif, blog.art.genre)),
      ),
    ]);
  const venueImages = venuePhotos.map((photo, i) => [
    photo,
    stageShots[i % stageShots.length]!,
    stageShots[(i + 3) % stageShots.length]!,
  ]);
  return {
    bandAvatars,
    bandBanners,
    artistAvatars,
    artistBanners,
    venueImages,
    blogImages,
    gigPosters: [],
    count:
      bandAvatars.length +
      bandBanners.length +
      artistAvatars.length +
      artistBanners.length +
      venuePhotos.length +
      stageShots.length +
      blogImages.length,
  };
}

export interface PosterGig {
  name: string;
  category?: string | null;
  genre?: string | null;
  city?: string | null;
  venueName?: string | null;
  ticketPrice?: string | null;
  startTime?: Date | null;
  coverImageUrl?: string | null;
}

/**
 * Draws one poster per gig (its name, line-up, IST date and venue, in a template chosen by its
 * category) and sets it as the gig's cover. `acts` lists each gig's line-up names in order.
 */
export async function drawGigPosters(
  storage: Storage,
  art: DemoArtwork,
  gigs: readonly { event: PosterGig; acts: readonly string[] }[],
): Promise<void> {
  const posters: PosterInput[] = gigs.map(({ event, acts }) => ({
    name: event.name,
    category: event.category ?? "Gig",
    genre: event.genre ?? null,
    acts,
    venue: event.venueName ?? "",
    city: event.city ?? "",
    day: event.startTime ? formatIst(event.startTime, "EEE d MMM").toUpperCase() : "DATE TBA",
    time: event.startTime ? formatIst(event.startTime, "h:mm a") : "",
    price: event.ticketPrice ?? null,
  }));
  const urls = await storeAll(storage, "event-banners", posters.map(posterSvg));
  gigs.forEach(({ event }, i) => {
    event.coverImageUrl = urls[i]!;
  });
  art.gigPosters.push(...urls);
  art.count += urls.length;
}

/** Every file the artwork stored, for clean-up when the seed fails. */
export const artworkUrls = (art: DemoArtwork) => [
  ...new Set([
    ...art.bandAvatars,
    ...art.bandBanners,
    ...art.artistAvatars,
    ...art.artistBanners,
    ...art.venueImages.flat(),
    ...art.blogImages,
    ...art.gigPosters,
  ]),
];
