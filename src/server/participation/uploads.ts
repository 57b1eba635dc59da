import { bodyLimit } from "hono/body-limit";
import { payloadTooLarge, unprocessable, unsupportedMediaType } from "../lib/errors";
import { detectImageType, type ImageType } from "../storage";

// The multipart envelope (boundaries, part headers) rides on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses a multipart upload bigger than the file cap with a 413 in our error shape, before reading it. */
export const uploadLimit = (maxFileBytes: number, message: string) =>
  bodyLimit({
    maxSize: maxFileBytes + MULTIPART_OVERHEAD,
    onError: () => {
      throw payloadTooLarge(message);
    },
  });

export interface ImagePartRule {
  maxBytes: number;
  /** The formats accepted, by their bytes (never the file's name or declared type). */
  accept: readonly ImageType[];
  messages: { missing: string; tooLarge: string; wrongType: string };
}

/** The `file` part of a multipart body: present (422), within the cap (413), an accepted image (415). */
export async function readImagePart(body: Record<string, unknown>, rule: ImagePartRule): Promise<Uint8Array> {
  const file = body.file;
  if (!(file instanceof File) || file.size === 0)
    throw unprocessable(rule.messages.missing, { file: [rule.messages.missing] });
  if (file.size > rule.maxBytes) throw payloadTooLarge(rule.messages.tooLarge);
  const data = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(data);
  if (!type || !rule.accept.includes(type)) throw unsupportedImage(rule.messages.wrongType);
  return data;
}

export const unsupportedImage = (message: string) => unsupportedMediaType(message, { file: [message] });
