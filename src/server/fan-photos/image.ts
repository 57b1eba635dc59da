import sharp, { type OutputInfo } from "sharp";
import { FAN_PHOTO_TOO_LARGE, MAX_IMAGE_BYTES, MESSAGES } from "@/shared/validation";
import { readImagePart, unsupportedImage } from "../participation/uploads";
import { detectImageType, MAX_INPUT_PIXELS, type Storage } from "../storage";

export const FAN_PHOTO_MISSING = "Choose a photo to upload.";
/** The Fan Pics carousel is one card wide on phones; 1080 covers a 2.75x screen. */
export const FAN_PHOTO_WIDTH = 1080;

/** The `file` part: present, within 10 MB, and a JPEG, PNG or GIF by its bytes (001 §5, §9). */
export const readFanPhoto = (body: Record<string, unknown>) =>
  readImagePart(body, {
    maxBytes: MAX_IMAGE_BYTES,
    accept: ["jpeg", "png", "gif"],
    messages: { missing: FAN_PHOTO_MISSING, tooLarge: FAN_PHOTO_TOO_LARGE, wrongType: MESSAGES.fanPhotoType },
  });

/**
 * Stores the carousel copy: upright by its EXIF orientation, at most 1080 wide, WebP, with the
 * camera's metadata (GPS position included) left behind. A GIF stays animated (every frame, as an
 * animated WebP, like a post's GIF in posts/gifs.ts); the 10 MB and pixel caps still apply.
 */
export async function storeFanPhoto(storage: Storage, data: Uint8Array) {
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(data, { animated: detectImageType(data) === "gif", limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: FAN_PHOTO_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The right first bytes but a body that does not decode.
    throw unsupportedImage(MESSAGES.fanPhotoType);
  }
  const stored = await storage.put("fan-photos", encoded.data, { ext: "webp", contentType: "image/webp" });
  // An animated image's height is its frames' stacked; one frame's is what the page lays out.
  return { url: stored.url, width: encoded.info.width, height: encoded.info.pageHeight ?? encoded.info.height };
}
