import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { buildId } from "./scripts/vite-build-id";
import { webManifestLater } from "./scripts/vite-web-manifest-later";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "./src/shared/product";

const src = fileURLToPath(new URL("./src", import.meta.url));
const BACKGROUND = "#0a0a0f";
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [
    react(),
    tailwindcss(),
    buildId(),
    // The installable app: manifest and service worker (src/web/sw, docs/decisions/pwa.md). The page
    // registers the worker itself (src/web/app/pwa), after load, so it never competes with first paint.
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: "sw",
        filename: "sw.ts",
        injectRegister: false,
        registerType: "prompt",
        manifest: {
          name: PRODUCT_NAME,
          short_name: PRODUCT_NAME,
          description: `${PRODUCT_NAME}: India's independent music scene. ${PRODUCT_TAGLINE}.`,
          lang: "en-IN",
          start_url: "/",
          scope: "/",
          display: "standalone",
          orientation: "portrait",
          theme_color: BACKGROUND,
          background_color: BACKGROUND,
          icons: [
            { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
            { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
            { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          ],
        },
        injectManifest: {
          // Every built chunk and stylesheet (about 350 KB compressed, fetched once per build in the
          // background; unchanged files are kept across builds), the offline page and the icons.
          globPatterns: ["assets/**/*.{js,css}", "offline.{html,css,js}", "icons/*.png", "favicon.svg"],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
    // After the PWA plugin: the manifest link leaves the HTML; the app adds it once the page is live.
    !isSsrBuild && webManifestLater(),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: src },
      // React Router's package sends every bundler to its development build, which differs from the
      // production one only by ENABLE_DEV_WARNINGS: the warnings' code and checks ship otherwise.
      ...(isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProduction }]),
    ],
  },
  build: {
    // `vite build --ssr entry-server.tsx` builds the server renderer next to the web build, never
    // inside the folder served to browsers (src/server/spa/ssr.ts finds it there).
    outDir: isSsrBuild ? "../../dist/web-renderer" : "../../dist/web",
    emptyOutDir: true,
    // The server reads it to write preload hints for a page's chunks (src/server/spa/manifest.ts).
    manifest: !isSsrBuild,
    target: "es2022",
    sourcemap: false,
    assetsInlineLimit: 0,
    // What every page runs (React, React DOM, React Router, TanStack Query) as one file. The common
    // chunks under 32 KB of source that automatic splitting makes (the band page had 46 files, most
    // under 2 KB) are copied into the chunks that read them instead; rolldown's shared runtime keeps
    // one instance of each module. Every file costs a request, its headers and, in Chromium, ~0.5 ms
    // of main thread to start (issue 20; docs/decisions/performance.md, session 14). Icons travel
    // with the pages that draw them (one chunk of every icon made home download the admin's).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 32 * 1024,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
                  priority: 2,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    // In dev the API runs on its own port; the browser talks to Vite only, so cookies stay same-origin.
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
