/**
 * Link-preview images: the 1200×630 JPEG that WhatsApp, Facebook, X and Slack show for a shared
 * link (og:image). Our stored images are WebP, which several unfurlers do not show, and of any shape;
 * this is each one cropped to the card's 1.91:1 (the interesting part kept, sharp's 'attention') as
 * a JPEG, made on first request and kept by the storage driver like the resized WebP copies.
 * Pages without an image of their own (the home and list pages, an entity with none) share the site
 * card: the LoudTribe mark on the brand colours, drawn from vector shapes (no font needed).
 */
import sharp, { type Sharp } from "sharp";
import { detectImageType, isBucket, isStorageKey, locate, MAX_INPUT_PIXELS, type Storage } from "../storage";
import { type CachedRender, cachedRender, type Rendered } from "./cache";

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_IMAGE_TYPE = "image/jpeg";
/** The shared card's path; the entity cards are /img/og/{bucket}/{key}.jpg. */
export const SITE_CARD_PATH = "/img/og/site.jpg";
const QUALITY = 82;

/** The og:image path for an image of ours (a /media URL), or undefined for any other URL. */
export function ogImagePath(image: string): string | undefined {
  const located = locate(image);
  return located ? `/img/og/${located.bucket}/${located.key}.jpg` : undefined;
}

// The favicon's mark (src/web/public/favicon.svg), drawn at 300 px in the middle of the card.
const SITE_CARD_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#111827"/><stop offset="1" stop-color="#4c0519"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g transform="translate(450 165) scale(4.6875)">
    <rect width="64" height="64" rx="14" fill="#e11d48"/>
    <path d="M11 17h8v23h12v7H11zM32 17h22v7h-7v23h-8V24h-7z" fill="#fff"/>
  </g>
</svg>`;

const toCard = (image: Sharp) =>
  image
    .resize(OG_IMAGE_WIDTH, OG_IMAGE_HEIGHT, { fit: "cover", position: sharp.strategy.attention })
    // JPEG has no transparency: a PNG logo's clear parts become white, not black.
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: QUALITY, mozjpeg: true })
    .toBuffer();

export function createOgRenderer(storage: Storage, render: CachedRender = cachedRender(storage)) {
  return {
    siteCard: (): Promise<Rendered> =>
      render("og/site.jpg", async () => ({ kind: "ok", data: await toCard(sharp(Buffer.from(SITE_CARD_SVG))) })),

    /** The card for /media/{bucket}/{key}; `missing` for no such image or one that does not decode. */
    card(bucket: string, key: string): Promise<Rendered> {
      if (!isBucket(bucket) || !isStorageKey(key)) return Promise.resolve({ kind: "missing" });
      // Bucket and key are validated above, so the variant's path cannot leave the cache.
      return render(`og/${bucket}/${key}.jpg`, async () => {
        const source = await storage.read(bucket, key);
        if (!source || !detectImageType(source)) return { kind: "missing" };
        try {
          // An animated image's first frame.
          return { kind: "ok", data: await toCard(sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient()) };
        } catch {
          return { kind: "missing" };
        }
      });
    },
  };
}
