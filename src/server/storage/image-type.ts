/**
 * The image formats we accept and serve inline. SVG is deliberately absent: it can carry script,
 * so an uploaded SVG must never be rendered by the browser from our origin.
 */
export const IMAGE_TYPES = {
  webp: "image/webp",
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

/**
 * The most pixels sharp may decode from one image (`limitInputPixels`), for every upload and every
 * resize. A small file can claim a huge canvas (a decompression bomb), and a decoded pixel costs
 * about 4 bytes, so this is the memory one image may take: 40 M ≈ 160 MB. The 60 M that two upload
 * paths used (≈ 240 MB) is too much on a small shared server; 40 M still takes a 40-megapixel photo,
 * and the 10 MB file cap turns away most larger ones before they are decoded. See
 * docs/decisions/one-source-per-rule.md.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** File extensions as they appear in keys; "jpg" is the common spelling of jpeg. */
const EXTENSION_TYPES: Record<string, ImageType> = {
  webp: "webp",
  png: "png",
  jpg: "jpeg",
  jpeg: "jpeg",
  gif: "gif",
  avif: "avif",
};

export function imageTypeOfExtension(ext: string): ImageType | undefined {
  return EXTENSION_TYPES[ext.toLowerCase()];
}

export function extensionOfContentType(contentType: string): string | undefined {
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  if (mime === "image/jpg") return "jpg";
  const entry = Object.entries(IMAGE_TYPES).find(([, type]) => type === mime);
  return entry && (entry[0] === "jpeg" ? "jpg" : entry[0]);
}

const startsWith = (buffer: Uint8Array, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Identifies an image by its first bytes, never by the name or Content-Type a client sent.
 * AVIF is an ISO-BMFF file whose `ftyp` box names an avif brand (major or compatible).
 */
export function detectImageType(buffer: Uint8Array): ImageType | undefined {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(buffer, ascii("GIF87a")) || startsWith(buffer, ascii("GIF89a"))) return "gif";
  if (startsWith(buffer, ascii("RIFF")) && startsWith(buffer, ascii("WEBP"), 8)) return "webp";
  if (startsWith(buffer, ascii("ftyp"), 4) && hasAvifBrand(buffer)) return "avif";
  return undefined;
}

function hasAvifBrand(buffer: Uint8Array): boolean {
  const boxSize = ((buffer[0]! << 24) | (buffer[1]! << 16) | (buffer[2]! << 8) | buffer[3]!) >>> 0;
  const end = Math.min(boxSize, buffer.length, 64);
  // Brands are 4-byte codes from offset 8 (major brand), skipping the minor version at 12.
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
    if (startsWith(buffer, ascii("avif"), offset) || startsWith(buffer, ascii("avis"), offset)) return true;
  }
  return false;
}
