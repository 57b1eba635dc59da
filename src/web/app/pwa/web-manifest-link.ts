/** Where the build writes the web app manifest (vite-plugin-pwa's default file name). */
export const WEB_MANIFEST_HREF = "/manifest.webmanifest";

/**
 * Links the web app manifest (name, icons, standalone) into the page, once.
 *
 * The HTML carries no manifest link (scripts/vite-web-manifest-later.ts takes it out): a browser that
 * sees one at once fetches the manifest and its 192 px icon and runs its install checks (Chrome
 * animates its install entry point) while the phone is still downloading and starting the page's own
 * code. Linked after the first page is live, the app is just as installable (browsers watch for a
 * manifest link added later), and the first visit does not pay for it (issue 20).
 */
export function linkWebManifest(doc: Document = document) {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement("link");
  link.rel = "manifest";
  link.href = WEB_MANIFEST_HREF;
  doc.head.appendChild(link);
}
