import type { Plugin } from "vite";

const MANIFEST_LINK = /<link rel="manifest"[^>]*>/;

/**
 * Takes vite-plugin-pwa's `<link rel="manifest">` out of the built index.html: the app links the
 * manifest itself once its first page is live (src/web/app/pwa/web-manifest-link.ts, issue 20). A
 * build whose index.html has no such link fails here, so that a change in the PWA plugin cannot
 * leave two links, or none, without anyone noticing.
 */
export function webManifestLater(): Plugin {
  return {
    name: "loudtribe-web-manifest-later",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const index = bundle["index.html"];
      if (index?.type !== "asset" || typeof index.source !== "string") return;
      if (!MANIFEST_LINK.test(index.source)) {
        this.error('index.html has no <link rel="manifest"> to take out (did vite-plugin-pwa\'s output change?)');
      }
      index.source = index.source.replace(MANIFEST_LINK, "");
    },
  };
}
