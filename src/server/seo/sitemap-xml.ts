import { escapeHtml } from "../previews/tags";

/** One <url> or <sitemap> entry: an absolute URL and, when known, when it last changed. */
export type SitemapEntry = { loc: string; lastmod?: string };

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

// The entity escapes of HTML attributes are XML's five predefined entities.
function entry(tag: "url" | "sitemap", { loc, lastmod }: SitemapEntry): string {
  const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeHtml(loc)}</loc>${modified}</${tag}>`;
}

/** A sitemap index (sitemaps.org 0.9): the child sitemaps. */
export function sitemapIndexXml(sitemaps: SitemapEntry[]): string {
  const body = sitemaps.map((sitemap) => entry("sitemap", sitemap)).join("\n");
  return `${XML_HEADER}\n<sitemapindex xmlns="${NAMESPACE}">\n${body}\n</sitemapindex>\n`;
}

/** A sitemap (sitemaps.org 0.9): the pages. */
export function urlSetXml(urls: SitemapEntry[]): string {
  const body = urls.map((url) => entry("url", url)).join("\n");
  return `${XML_HEADER}\n<urlset xmlns="${NAMESPACE}">\n${body}\n</urlset>\n`;
}
