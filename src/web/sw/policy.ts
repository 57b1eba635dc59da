/**
 * What the service worker keeps, shared with the page (which clears the member's copies on
 * sign-out) and with the unit tests.
 */
export const PAGE_CACHE = "loudtribe-pages";
export const API_CACHE = "loudtribe-api";
export const IMAGE_CACHE = "loudtribe-images";
/** Caches that may hold a member's own view of a page: dropped when they sign out. */
export const MEMBER_CACHES = [PAGE_CACHE, API_CACHE];
export const OFFLINE_PAGE = "/offline.html";

// Reads that are someone's own, live, or an admin's are never kept on the device.
const PRIVATE_API_PREFIXES = ["/api/auth", "/api/me", "/api/admin", "/api/realtime", "/api/calendar", "/api/docs"];

/** True for the public API reads a phone may show from its cache when the network is gone. */
export function isCachedApiRead(pathname: string): boolean {
  if (!pathname.startsWith("/api/")) return false;
  return !PRIVATE_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
