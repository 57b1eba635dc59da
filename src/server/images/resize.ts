/**
 * Resized WebP copies of stored images, made on first request and kept by the storage driver (the
 * local disk or the S3 bucket, so every instance shares them). Only a few widths
 * exist, so the cache is bounded (seven copies per image at most) and a visitor cannot make the
 * server render arbitrary sizes.
 */
import sharp from "sharp";
import type { ImageWidth } from "../../shared/image-widths";
import { detectImageType, isBucket, isStorageKey, MAX_INPUT_PIXELS, type Storage } from "../storage";
import { cachedRender, type Rendered } from "./cache";

export { IMAGE_WIDTHS, isImageWidth } from "../../shared/image-widths";

const QUALITY = 75;

export type Resized = Rendered;

export interface Resizer {
  resize(width: ImageWidth, bucket: string, key: string): Promise<Resized>;
}

export function createResizer(storage: Storage): Resizer {
  const cached = cachedRender(storage);

  async function render(width: ImageWidth, bucket: string, key: string): Promise<Resized> {
    const source = await storage.read(bucket, key);
    if (!source) return { kind: "missing" };
    if (!detectImageType(source)) return { kind: "not-image" };
    try {
      const data = await sharp(source, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY })
        .toBuffer();
      return { kind: "ok", data };
    } catch {
      // Bytes that look like an image but do not decode (truncated upload): nothing to show.
      return { kind: "not-image" };
    }
  }

  return {
    async resize(width, bucket, key) {
      if (!isBucket(bucket) || !isStorageKey(key)) return { kind: "missing" };
      // Bucket and key are validated above, so the variant's path cannot leave the cache.
      return cached(`${width}/${bucket}/${key}.webp`, () => render(width, bucket, key));
    },
  };
}
