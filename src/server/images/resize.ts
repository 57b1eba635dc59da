/**
 * Resized WebP copies of stored images, made on first request and kept by the storage driver (the
 * local disk or the S3 bucket, so every instance shares them). Only a few widths
 * exist, so the cache is bounded (six copies per image at most) and a visitor cannot make the
 * server render arbitrary sizes.
 */
import sharp from "sharp";
import type { ImageWidth } from "../../shared/image-widths";
import { detectImageType, isBucket, isStorageKey, MAX_INPUT_PIXELS, type Storage } from "../storage";

export { IMAGE_WIDTHS, isImageWidth } from "../../shared/image-widths";

const QUALITY = 75;

export type Resized = { kind: "ok"; data: Buffer } | { kind: "missing" } | { kind: "not-image" };

export interface Resizer {
  resize(width: ImageWidth, bucket: string, key: string): Promise<Resized>;
}

export function createResizer(storage: Storage): Resizer {
  // One render per variant at a time: a page of 24 cards asking at once must not render twice.
  const inFlight = new Map<string, Promise<Resized>>();

  async function render(width: ImageWidth, bucket: string, key: string, variant: string): Promise<Resized> {
    const cached = await storage.derived.read(variant).catch(() => undefined);
    if (cached) return { kind: "ok", data: cached };
    const source = await storage.read(bucket, key);
    if (!source) return { kind: "missing" };
    if (!detectImageType(source)) return { kind: "not-image" };
    let data: Buffer;
    try {
      data = await sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
    } catch {
      // Bytes that look like an image but do not decode (truncated upload): nothing to show.
      return { kind: "not-image" };
    }
    await storage.derived.write(variant, data);
    return { kind: "ok", data };
  }

  return {
    async resize(width, bucket, key) {
      if (!isBucket(bucket) || !isStorageKey(key)) return { kind: "missing" };
      // Bucket and key are validated above, so the variant's path cannot leave the cache.
      const variant = `${width}/${bucket}/${key}.webp`;
      const running = inFlight.get(variant);
      if (running) return running;
      const job = render(width, bucket, key, variant).finally(() => inFlight.delete(variant));
      inFlight.set(variant, job);
      return job;
    },
  };
}
