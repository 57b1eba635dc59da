/**
 * The installable app's icons (docs/decisions/pwa.md), drawn from the favicon's "LT" mark:
 * 192 and 512 px with rounded corners, and a 512 px maskable one whose mark sits inside the
 * safe zone (the centre 80%) on a full-bleed background, so a launcher's circle or squircle
 * never cuts it. Run `node --import tsx scripts/make-icons.ts` after changing the mark; the PNGs
 * are committed (src/web/public/icons).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = path.join(root, "src/web/public/icons");
const MARK = '<path d="M11 17h8v23h12v7H11zM32 17h22v7h-7v23h-8V24h-7z" fill="#fff"/>';
const BRAND = "#e11d48";

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${MARK}</svg>`;
// The mark scaled to 70% around the centre: well inside the maskable safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><g transform="translate(9.6 9.6) scale(0.7)">${MARK}</g></svg>`;

const icons = [
  // The tab's icon as a PNG: Chromium renders an SVG favicon as a document of its own in the page's
  // renderer, 90–150 ms of main thread during every first visit (issue 20, performance.md).
  { file: "favicon-48.png", svg: rounded, size: 48 },
  { file: "icon-192.png", svg: rounded, size: 192 },
  { file: "icon-512.png", svg: rounded, size: 512 },
  { file: "maskable-512.png", svg: maskable, size: 512 },
];

for (const icon of icons) {
  await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 64) })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, icon.file));
  console.log(`wrote ${icon.file}`);
}
