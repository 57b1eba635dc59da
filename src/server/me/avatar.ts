import sharp from "sharp";
import { AVATAR_UPLOAD_MAX_BYTES as AVATAR_MAX_BYTES, AVATAR_TOO_LARGE } from "@/shared/avatar-presets";
import { payloadTooLarge, unprocessable, unsupportedMediaType } from "../lib/errors";
import { detectImageType, MAX_INPUT_PIXELS } from "../storage";
import { NOT_AN_IMAGE } from "../uploads/image";

export { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE };
export const AVATAR_MISSING = "Please choose an image to upload.";
/** Shown at 40–96 px; 256 px covers a 2.5x phone screen at the largest size. */
export const AVATAR_SIZE = 256;

/** The uploaded `file` part: present, within the cap, and an image by its content. */
export async function readAvatarUpload(body: Record<string, unknown>): Promise<Uint8Array> {
  const file = body.file;
  if (!(file instanceof File) || file.size === 0) throw unprocessable(AVATAR_MISSING, { file: [AVATAR_MISSING] });
  if (file.size > AVATAR_MAX_BYTES) throw payloadTooLarge(AVATAR_TOO_LARGE);
  const data = new Uint8Array(await file.arrayBuffer());
  // The name and declared type are the client's word; only the bytes count.
  if (!detectImageType(data)) throw unsupportedMediaType(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  return data;
}

/**
 * Re-encodes the upload as a square WebP that we made ourselves: turned upright by its EXIF
 * orientation, cropped to the centre, and with all metadata (camera, GPS position) left behind.
 * Animated images keep their first frame.
 */
export async function encodeAvatar(data: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Right magic bytes but a broken or oversized body.
    throw unprocessable(NOT_AN_IMAGE, { file: [NOT_AN_IMAGE] });
  }
}
