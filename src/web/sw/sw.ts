/// <reference lib="webworker" />
/**
 * LoudTribe's service worker (built by vite-plugin-pwa's injectManifest into /sw.js). What it does,
 * and why, is in docs/decisions/pwa.md:
 * - the app shell's assets are precached per build (a new build = a new list = a new worker);
 * - pages and public API reads are network-first: without a connection a page visited before opens
 *   from the phone, and a page never visited falls back to /offline.html ('You're offline'). Not
 *   stale-while-revalidate and no network timeout: both would hand the page the answer from before
 *   the fan's own change (a Follow that flips back); the page's query cache already revalidates;
 * - images are stale-while-revalidate;
 * - nothing but GET is ever cached or answered from a cache: a change made offline fails in the page.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { API_CACHE, IMAGE_CACHE, isCachedApiRead, OFFLINE_PAGE, PAGE_CACHE } from "./policy";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// A new worker waits until the page says "reload" (the update prompt); the first one takes over at once.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});
clientsClaim();

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
  new NetworkFirst({
    cacheName: PAGE_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url, request }) => request.method === "GET" && isCachedApiRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);

registerRoute(
  ({ url }) => url.pathname.startsWith("/img/") || url.pathname.startsWith("/media/"),
  new StaleWhileRevalidate({
    cacheName: IMAGE_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);

// A navigation with neither network nor a saved copy gets the offline page, not the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});
