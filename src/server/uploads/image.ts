import sharp, { type OutputInfo } from "sharp";
import type { UploadedImage } from "@/shared/contract/uploads";
import { MESSAGES } from "@/shared/validation";
import { unprocessable, unsupportedMediaType } from "../lib/errors";
import type { Bucket, Storage } from "../storage";
import { detectImageType, MAX_INPUT_PIXELS } from "../storage";

// Banners are shown up to 1920 wide on desktop; nothing we show needs more.
const MAX_EDGE = 2400;

export const NOT_AN_IMAGE = "That file is not an image we can read. Please choose a JPG, PNG, GIF, WebP or AVIF image.";

export type StoredImage = UploadedImage;

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it as WebP:
 * the stored file is one we produced, with EXIF (camera, GPS position) stripped, turned upright,
 * and capped in size. Animated images keep their first frame.
 */
export async function storeImage(storage: Storage, bucket: Bucket, data: Uint8Array): Promise<StoredImage> {
  if (!detectImageType(data)) throw unsupportedMediaType(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Right magic bytes, broken or oversized body: the same answer as any unreadable file.
    throw unsupportedMediaType(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  }
  const stored = await storage.put(bucket, encoded.data, { ext: "webp", contentType: "image/webp" });
  return { url: stored.url, width: encoded.info.width, height: encoded.info.height };
}

/**
 * An image URL a member put in a form must be one of our uploads in the expected bucket that still
 * exists, so a submission can't point a band's page at someone else's server.
 */
export async function assertOwnUpload(
  storage: Storage,
  bucket: Bucket,
  url: string | null,
  field: string,
): Promise<void> {
  if (url === null) return;
  const located = storage.locate(url);
  const exists = located?.bucket === bucket && (await storage.stat(located.bucket, located.key)) !== undefined;
  if (!exists) throw unprocessable(MESSAGES.invalidImageRef, { [field]: [MESSAGES.invalidImageRef] });
}
