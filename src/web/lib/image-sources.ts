import { IMAGE_WIDTHS, type ImageWidth } from "@/shared/image-widths";

// Only our own uploads can be resized; the key pattern matches the server's storage keys.
const MEDIA_URL = /^\/media\/([a-z-]+)\/([0-9a-f-]{36}\.[a-z0-9]{1,8})$/;

/** The resized WebP variant of one of our /media URLs (GET /img/{width}/…); undefined for any other URL. */
export function resizedUrl(src: string, width: ImageWidth): string | undefined {
  const match = MEDIA_URL.exec(src);
  return match ? `/img/${width}/${match[1]}/${match[2]}` : undefined;
}

/** src/srcSet for an image: resized variants for our uploads, the URL as it is otherwise. */
export function imageSources(src: string, widths: readonly ImageWidth[] = IMAGE_WIDTHS) {
  const largest = widths.at(-1) ?? 640;
  if (!resizedUrl(src, largest)) return { src };
  return {
    src: resizedUrl(src, largest)!,
    srcSet: widths.map((width) => `${resizedUrl(src, width)} ${width}w`).join(", "),
  };
}
