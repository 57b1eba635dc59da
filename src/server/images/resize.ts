/**
 * Resized WebP copies of stored images, made on first request and kept on disk. Only a few widths
 * exist, so the cache is bounded (six copies per image at most) and a visitor cannot make the
 * server render arbitrary sizes.
 */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { ImageWidth } from "../../shared/image-widths";
import { detectImageType, isBucket, isStorageKey, MAX_INPUT_PIXELS, type Storage } from "../storage";

export { IMAGE_WIDTHS, isImageWidth } from "../../shared/image-widths";

const QUALITY = 75;

export type Resized = { kind: "ok"; data: Buffer } | { kind: "missing" } | { kind: "not-image" };

export interface Resizer {
  resize(width: ImageWidth, bucket: string, key: string): Promise<Resized>;
}

export function createResizer(storage: Storage, cacheDir: string): Resizer {
  // One render per variant at a time: a page of 24 cards asking at once must not render twice.
  const inFlight = new Map<string, Promise<Resized>>();

  async function render(width: ImageWidth, bucket: string, key: string, file: string): Promise<Resized> {
    const cached = await readFile(file).catch(() => undefined);
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
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename: a crash mid-write never leaves a truncated file that would be served forever.
    const temp = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(temp, data);
    await rename(temp, file);
    return { kind: "ok", data };
  }

  return {
    async resize(width, bucket, key) {
      if (!isBucket(bucket) || !isStorageKey(key)) return { kind: "missing" };
      // Bucket and key are validated above, so the joined path cannot leave cacheDir.
      const file = path.join(cacheDir, String(width), bucket, `${key}.webp`);
      const running = inFlight.get(file);
      if (running) return running;
      const job = render(width, bucket, key, file).finally(() => inFlight.delete(file));
      inFlight.set(file, job);
      return job;
    },
  };
}
