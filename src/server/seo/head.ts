import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { idField } from "@/shared/validation/fields";
import type { AppEnv } from "../context";
import type { Database } from "../db/client";
import { users } from "../db/schema";
import { escapeHtml } from "../previews/tags";
import { ENTITY_SEGMENTS, type EntityKind, pagePath, STATIC_PUBLIC_PATHS } from "./public-pages";
import { STRUCTURED_DATA, type StructuredData, webSiteData } from "./structured-data";

/**
 * What a public page adds to <head>: its canonical path and, where it has one, its JSON-LD; or, for
 * an entity page whose id names nothing, that it is not to be indexed (its 'not found' page answers
 * 200, so without this a search engine could list it as a page).
 */
export type SeoHead = { canonicalPath: string; structuredData?: StructuredData } | { noindex: true };

const NOINDEX: SeoHead = { noindex: true };

const KIND_OF_SEGMENT = Object.fromEntries(Object.entries(ENTITY_SEGMENTS).map(([kind, segment]) => [segment, kind]));
const ENTITY_PAGE = new RegExp(`^/(${Object.values(ENTITY_SEGMENTS).join("|")}|profile)/([^/]+)$`);
const STATIC_PATHS = new Set<string>(STATIC_PUBLIC_PATHS);

/**
 * The head of the public page at `pathname`; null for private pages (robots.txt keeps crawlers out).
 * The canonical URL drops the query string: the list
 * pages' only parameters are filters of the same list (?city=, ?location=), with no page numbers.
 */
export async function seoHeadFor(db: Database, pathname: string, appUrl: string): Promise<SeoHead | null> {
  const path = pagePath(pathname);
  if (STATIC_PATHS.has(path))
    return { canonicalPath: path, structuredData: path === "/" ? webSiteData(appUrl) : undefined };
  const match = ENTITY_PAGE.exec(path);
  if (!match) return null;
  const id = idField.safeParse(match[2]);
  if (!id.success) return NOINDEX;
  const canonicalPath = `/${match[1]}/${id.data.toLowerCase()}`;
  if (match[1] === "profile") return (await profileExists(db, id.data)) ? { canonicalPath } : NOINDEX;
  const kind = KIND_OF_SEGMENT[match[1]!] as EntityKind;
  const structuredData = await STRUCTURED_DATA[kind](db, id.data, appUrl);
  return structuredData === null ? NOINDEX : { canonicalPath, structuredData };
}

/** A fan's profile page: public for every account (/api/users/{id}); no structured data about fans. */
async function profileExists(db: Database, id: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return Boolean(row);
}

/**
 * JSON in a <script> element ends at the first '</script>' whatever the JSON means, so '<' (and
 * '>' and '&', for '<!--' and the like) are written as JSON escapes: the same data, no way out.
 */
export const jsonLdScript = (data: StructuredData) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)}</script>`;

export function seoHeadTags(head: SeoHead, appUrl: string): string {
  if ("noindex" in head) return '<meta name="robots" content="noindex" />';
  const canonical = `<link rel="canonical" href="${escapeHtml(`${appUrl}${head.canonicalPath}`)}" />`;
  return head.structuredData ? `${canonical}\n    ${jsonLdScript(head.structuredData)}` : canonical;
}

/**
 * index.html for one request with the page's canonical link and JSON-LD before </head>: the
 * RenderIndex hook of spaRoutes, so the client-rendered and the server-rendered page both carry
 * them. A failing lookup serves the page without them.
 */
export async function renderIndexWithSeo(c: Context<AppEnv>, indexHtml: string): Promise<string> {
  const { db, env, logger } = c.get("deps");
  try {
    const head = await seoHeadFor(db.db, c.req.path, env.APP_URL);
    return head ? indexHtml.replace(/<\/head>/i, `  ${seoHeadTags(head, env.APP_URL)}\n  </head>`) : indexHtml;
  } catch (error) {
    logger.warn({ err: error, path: c.req.path }, "SEO head lookup failed; serving the page without it");
    return indexHtml;
  }
}
