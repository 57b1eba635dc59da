/** Link-preview tags (Open Graph, Twitter) written into index.html, so a shared link shows a card. */
import { OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH, ogImagePath, SITE_CARD_PATH } from "../images/og";

export type Preview = {
  title: string;
  description: string;
  /**
   * A /media path or an http(s) URL; null for none. An image of ours is sent as its 1200×630 JPEG
   * card, none as the site's card (images/og.ts); another site's URL as it is.
   */
  image: string | null;
  /** The page's own path, made absolute with APP_URL. */
  path: string;
  type: "website" | "article" | "profile" | "music.song" | "place" | "event";
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Everything that goes into an attribute or the title passes through here. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** Collapses whitespace and cuts at a word boundary; previews show about two lines. */
export function summarize(text: string, max = 200): string {
  const flat = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

export function absoluteUrl(appUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${appUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** og:image and what is known of it: our cards' size and type, nothing for another site's image. */
function cardImage(image: string | null): { url: string; sized: boolean } {
  if (image === null) return { url: SITE_CARD_PATH, sized: true };
  const card = ogImagePath(image);
  return card ? { url: card, sized: true } : { url: image, sized: false };
}

export function previewTags(preview: Preview, appUrl: string, siteName: string): string {
  const card = cardImage(preview.image);
  const image = absoluteUrl(appUrl, card.url);
  const tags: [string, string, string][] = [
    ["name", "description", preview.description],
    ["property", "og:site_name", siteName],
    ["property", "og:type", preview.type],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", absoluteUrl(appUrl, preview.path)],
    ["property", "og:image", image],
  ];
  if (card.sized) {
    tags.push(
      ["property", "og:image:type", OG_IMAGE_TYPE],
      ["property", "og:image:width", String(OG_IMAGE_WIDTH)],
      ["property", "og:image:height", String(OG_IMAGE_HEIGHT)],
    );
  }
  tags.push(
    ["property", "og:image:alt", preview.title],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", preview.description],
    ["name", "twitter:image", image],
  );
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join("\n    ");
}

/**
 * Replaces index.html's title and description with the entity's and adds the Open Graph and
 * Twitter tags just before </head>.
 */
export function injectPreview(indexHtml: string, preview: Preview, appUrl: string, siteName: string): string {
  const withoutDefaults = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name="description"[^>]*>\s*/i, "");
  const head = `<title>${escapeHtml(preview.title)}</title>\n    ${previewTags(preview, appUrl, siteName)}\n  `;
  return withoutDefaults.replace(/<\/head>/i, `${head}</head>`);
}
