import type { Database } from "../db/client";
import { ENTITY_SEGMENTS, type EntityKind, entityPath, STATIC_PUBLIC_PATHS } from "./public-pages";
import { SITEMAP_SOURCES } from "./sitemap-sources";
import { type SitemapEntry, sitemapIndexXml, urlSetXml } from "./sitemap-xml";

/**
 * URLs per child sitemap. The protocol allows 50,000 (and 50 MB); 5,000 keeps one file a single
 * short query and about 600 KB, so a crawler's request never holds the embedded database for long.
 */
export const SITEMAP_PAGE_SIZE = 5_000;

const KINDS = Object.keys(ENTITY_SEGMENTS) as EntityKind[];
const STATIC_FILE = "pages.xml";
const CHILD_FILE = /^([a-z]+)-([1-9]\d{0,6})\.xml$/;

const childPath = (file: string) => `/sitemaps/${file}`;

/** /sitemap.xml: the static pages' sitemap, then one per SITEMAP_PAGE_SIZE rows of each kind that has any. */
export async function sitemapIndex(db: Database, appUrl: string): Promise<string> {
  const counts = await Promise.all(KINDS.map((kind) => SITEMAP_SOURCES[kind].count(db)));
  const files = [STATIC_FILE];
  KINDS.forEach((kind, i) => {
    const pages = Math.ceil(counts[i]! / SITEMAP_PAGE_SIZE);
    for (let page = 1; page <= pages; page++) files.push(`${kind}-${page}.xml`);
  });
  return sitemapIndexXml(files.map((file) => ({ loc: `${appUrl}${childPath(file)}` })));
}

/** /sitemaps/{file}: its URLs, or null when no such file is (or is any longer) in the index. */
export async function childSitemap(db: Database, appUrl: string, file: string): Promise<string | null> {
  if (file === STATIC_FILE) return urlSetXml(STATIC_PUBLIC_PATHS.map((path) => ({ loc: `${appUrl}${path}` })));
  const match = CHILD_FILE.exec(file);
  const kind = match?.[1];
  if (!match || !kind || !isKind(kind)) return null;
  const offset = (Number(match[2]) - 1) * SITEMAP_PAGE_SIZE;
  const rows = await SITEMAP_SOURCES[kind].page(db, SITEMAP_PAGE_SIZE, offset);
  if (rows.length === 0) return null;
  const urls: SitemapEntry[] = rows.map((row) => ({
    loc: `${appUrl}${entityPath(kind, row.id)}`,
    lastmod: row.lastmod,
  }));
  return urlSetXml(urls);
}

const isKind = (name: string): name is EntityKind => Object.hasOwn(ENTITY_SEGMENTS, name);
