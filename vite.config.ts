import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = fileURLToPath(new URL("./src", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": src } },
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
  },
  server: {
    port: 5173,
    // In dev the API runs on its own port; the browser talks to Vite only, so cookies stay same-origin.
    proxy: { "/api": "http://localhost:3000", "/media": "http://localhost:3000" },
  },
}));
