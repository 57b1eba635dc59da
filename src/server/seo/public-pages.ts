/**
 * Which URLs of the web app are public pages for crawlers (the routes made with `publicPage()` in
 * src/web/app/page-routes.tsx) and which are private. The server cannot import the web router, so
 * the paths are written here once for robots.txt, the sitemap and the canonical tags.
 */

/** The list and static pages, in the order the sitemap gives them. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/artists",
  "/bands",
  "/demand",
  "/events",
  "/venue",
  "/blog",
  "/about",
] as const;

export type StaticPublicPath = (typeof STATIC_PUBLIC_PATHS)[number];

/** The path a page is known by: React Router opens /bands/ as /bands. */
export const pagePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The entity pages: `/{segment}/{id}`, one per row the sitemap lists. */
export const ENTITY_SEGMENTS = {
  bands: "bands",
  artists: "artists",
  gigs: "events",
  venues: "venues",
  blog: "blog",
} as const;

export type EntityKind = keyof typeof ENTITY_SEGMENTS;

export const entityPath = (kind: EntityKind, id: string) => `/${ENTITY_SEGMENTS[kind]}/${id}`;

/**
 * What robots.txt keeps crawlers out of: the API, admin, sign-in, onboarding and registration
 * funnels, search results (endless combinations of one content) and every edit page. `*` inside a
 * path is understood by Google, Bing and Yandex (RFC 9309 leaves it to the crawler).
 */
export const PRIVATE_PATHS = [
  "/api/",
  "/admin",
  "/auth",
  "/onboarding/",
  "/search",
  "/notifications",
  "/unsubscribe",
  "/settings/",
  "/post/",
  "/*/edit",
  "/bands/*/step",
  "/profile/*/*/registration",
] as const;
