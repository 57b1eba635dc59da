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
 * - nothing but GET is ever cached or answered from a cache: a change made offline fails in the page;
 * - phone alerts (Web Push, docs/decisions/notifications.md): a push is shown as a notification;
 *   a tap marks it read and opens its page, in a LoudTribe window already open when there is one.
 */
import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, StaleWhileRevalidate } from "workbox-strategies";
import { API_CACHE, IMAGE_CACHE, isCachedApiRead, OFFLINE_PAGE, PAGE_CACHE } from "./policy";
import { type PhoneAlert, readPushPayload } from "./push";

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

self.addEventListener("push", (event) => {
  const alert = readPushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      data: alert,
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const alert = event.notification.data as PhoneAlert;
  event.waitUntil(Promise.all([openPage(alert.url), markRead(alert.notificationId)]));
});

/** Focuses a LoudTribe window (moved to the page) or opens one. */
async function openPage(path: string) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((client) => client.url === url);
  if (same) return same.focus();
  const any = windows[0];
  if (any) {
    const moved = await any.navigate(url).catch(() => null);
    return (moved ?? any).focus();
  }
  return self.clients.openWindow(url);
}

/** Opening an alert reads it, as opening it in the list does (the session cookie goes along). */
async function markRead(id: string | null) {
  if (!id) return;
  await fetch(`/api/notifications/${id}/read`, { method: "POST", credentials: "same-origin" }).catch(() => undefined);
}
