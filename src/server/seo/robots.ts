import { PRIVATE_PATHS } from "./public-pages";

/**
 * robots.txt: every crawler may read the public pages, none the private ones; the sitemap is named
 * with an absolute URL (the protocol asks for one) on the configured public origin, APP_URL.
 */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
