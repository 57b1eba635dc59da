import sharp, { type OutputInfo } from "sharp";
import { GIF_LINK_RULE, isGifLink, isOwnGifPath } from "@/shared/gif-url";
import { GIF_TOO_LARGE, MAX_GIF_BYTES } from "@/shared/validation";
import { unprocessable } from "../lib/errors";
import { readImagePart } from "../participation/uploads";
import { MAX_INPUT_PIXELS, type Storage } from "../storage";

export const NOT_A_GIF = "Please choose a GIF file.";
export const GIF_MISSING = "Choose a GIF to upload.";
// Shown in a post at phone width; more pixels only cost data on 4G.
const GIF_WIDTH = 480;

/** The uploaded `file` part: present, within the cap, and a GIF by its bytes (not its name or type). */
export const readGifUpload = (body: Record<string, unknown>) =>
  readImagePart(body, {
    maxBytes: MAX_GIF_BYTES,
    accept: ["gif"],
    messages: { missing: GIF_MISSING, tooLarge: GIF_TOO_LARGE, wrongType: NOT_A_GIF },
  });

/**
 * Re-encodes the GIF as an animated WebP of our own making (every frame kept, metadata dropped,
 * at most 480 wide) and stores it with the fan photos. The answer's url goes into a post's gifUrl.
 */
export async function storeGif(storage: Storage, data: Uint8Array) {
  let encoded: { data: Buffer; info: OutputInfo };
  try {
    encoded = await sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: GIF_WIDTH, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unprocessable(NOT_A_GIF, { file: [NOT_A_GIF] });
  }
  const stored = await storage.put("fan-photos", encoded.data, { ext: "webp", contentType: "image/webp" });
  const height = encoded.info.pageHeight ?? encoded.info.height;
  return { url: stored.url, width: encoded.info.width, height };
}

/**
 * A gifUrl sent with a post or comment: a link to Giphy's or Tenor's media servers (see
 * shared/gif-url.ts for why the server never fetches links), or one of our uploads that exists.
 */
export async function assertGifRef(storage: Storage, gifUrl: string | null): Promise<void> {
  if (gifUrl === null || isGifLink(gifUrl)) return;
  if (isOwnGifPath(gifUrl)) {
    const located = storage.locate(gifUrl);
    if (located && (await storage.stat(located.bucket, located.key))) return;
  }
  throw unprocessable(GIF_LINK_RULE, { gifUrl: [GIF_LINK_RULE] });
}
