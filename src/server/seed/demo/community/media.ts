import sharp from "sharp";
import type { Bucket, Storage } from "../../../storage";

/** What the community seed stores: fan photos, post GIFs and fan avatars, each its own file. */
export interface CommunityMedia {
  /** Drawn once each; every fan photo row gets its own stored copy (deleting one deletes only its file). */
  photos: { image: Buffer; width: number; height: number }[];
  gifs: Buffer[];
  avatars: Buffer[];
}

const PHOTO_W = 960;
const PHOTO_H = 720;
const SKIES = [
  ["#1a0633", "#6b1d5c"],
  ["#020b1f", "#133d6e"],
  ["#1f0808", "#7a2412"],
  ["#07130f", "#1d5c46"],
  ["#120a24", "#3b2a8c"],
  ["#1c1203", "#8a5a0c"],
  ["#0b0b0b", "#3a3a48"],
  ["#180318", "#a0286e"],
];
const LIGHTS = ["#ffd166", "#ef476f", "#06d6a0", "#4cc9f0", "#f72585", "#ffbe0b", "#b5e48c", "#ff8fab"];

/** A gig seen from the crowd: a wash of stage light, beams, a band on stage and raised hands. */
function gigPhotoSvg(n: number): string {
  const [top, bottom] = SKIES[n % SKIES.length]!;
  const light = LIGHTS[n % LIGHTS.length]!;
  const other = LIGHTS[(n + 3) % LIGHTS.length]!;
  const beams = Array.from({ length: 5 }, (_, i) => {
    const x = 120 + i * 180 + ((n * 37) % 60);
    const colour = i % 2 ? light : other;
    return `<polygon points="${x},0 ${x - 130 + i * 20},480 ${x + 90 - i * 10},480" fill="${colour}" opacity="0.22"/>`;
  }).join("");
  const players = Array.from({ length: 3 + (n % 2) }, (_, i) => {
    const x = 260 + i * 150 + ((n * 13) % 40);
    return `<g fill="#07070b"><circle cx="${x}" cy="${350 - (i % 2) * 12}" r="22"/><rect x="${x - 26}" y="${372 - (i % 2) * 12}" width="52" height="110" rx="18"/></g>`;
  }).join("");
  const hands = Array.from({ length: 14 }, (_, i) => {
    const x = 30 + i * 68 + ((n * 29 + i * 17) % 30);
    const h = 80 + ((n * 31 + i * 47) % 90);
    return `<g fill="#000"><ellipse cx="${x}" cy="${PHOTO_H}" rx="48" ry="${h - 20}"/><rect x="${x + 18}" y="${PHOTO_H - h - 70}" width="12" height="${h}" rx="6" transform="rotate(${(i % 3) * 8 - 8} ${x} ${PHOTO_H})"/></g>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_W}" height="${PHOTO_H}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  <radialGradient id="g" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient></defs>
  <rect width="${PHOTO_W}" height="${PHOTO_H}" fill="url(#s)"/><ellipse cx="480" cy="380" rx="460" ry="220" fill="url(#g)"/>
  ${beams}<rect y="470" width="${PHOTO_W}" height="30" fill="#0d0d12"/>${players}${hands}</svg>`;
}

const GIF_WORDS = ["ENCORE!", "LOUDER!", "MOSH!", "TRIBE", "SOLD OUT", "WOOO!"];

/** One frame of a small looping reaction: bouncing equaliser bars under a word that pulses. */
function gifFrameSvg(design: number, frame: number, frames: number): string {
  const colour = LIGHTS[design % LIGHTS.length]!;
  const bg = SKIES[(design + 2) % SKIES.length]![0]!;
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = 20 + Math.round(60 * Math.abs(Math.sin((frame / frames) * Math.PI * 2 + i * 0.7 + design)));
    return `<rect x="${12 + i * 19}" y="${180 - h}" width="14" height="${h}" rx="3" fill="${colour}"/>`;
  }).join("");
  const size = 34 + (frame % 2) * 6;
  const word = GIF_WORDS[design % GIF_WORDS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="180"><rect width="240" height="180" fill="${bg}"/>${bars}
  <text x="120" y="70" text-anchor="middle" font-family="sans-serif" font-weight="900" font-size="${size}" fill="#fff">${word}</text></svg>`;
}

async function animatedWebp(design: number): Promise<Buffer> {
  const frames = 6;
  const pngs = await Promise.all(
    Array.from({ length: frames }, (_, frame) =>
      sharp(Buffer.from(gifFrameSvg(design, frame, frames)))
        .png()
        .toBuffer(),
    ),
  );
  return sharp(pngs, { join: { animated: true } })
    .webp({ quality: 70, effort: 1, loop: 0, delay: 110 })
    .toBuffer();
}

/** A fan's picture: a pattern of their own colours with their initial (not an artist-style logo). */
function avatarSvg(n: number, initial: string): string {
  const a = LIGHTS[n % LIGHTS.length]!;
  const b = SKIES[(n * 3) % SKIES.length]![1]!;
  const shape =
    n % 3 === 0
      ? `<circle cx="${60 + (n % 5) * 20}" cy="60" r="70" fill="${a}" opacity="0.6"/>`
      : n % 3 === 1
        ? `<polygon points="0,200 200,0 200,200" fill="${a}" opacity="0.55"/>`
        : `<rect x="30" y="30" width="140" height="140" rx="30" transform="rotate(${n * 11} 100 100)" fill="${a}" opacity="0.5"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="${b}"/>${shape}
  <text x="100" y="128" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="84" fill="#fff">${initial}</text></svg>`;
}

export const PHOTO_DESIGNS = SKIES.length;
export const GIF_DESIGNS = GIF_WORDS.length;

/** Draws the community's images (about a second); storing them is `storeCopy`'s job. */
export async function drawCommunityMedia(avatarInitials: readonly string[]): Promise<CommunityMedia> {
  const [photos, gifs, avatars] = await Promise.all([
    Promise.all(
      Array.from({ length: PHOTO_DESIGNS }, async (_, n) => ({
        image: await sharp(Buffer.from(gigPhotoSvg(n)))
          .webp({ quality: 72, effort: 1 })
          .toBuffer(),
        width: PHOTO_W,
        height: PHOTO_H,
      })),
    ),
    Promise.all(Array.from({ length: GIF_DESIGNS }, (_, n) => animatedWebp(n))),
    Promise.all(
      avatarInitials.map((initial, n) =>
        sharp(Buffer.from(avatarSvg(n, initial)))
          .webp({ quality: 80, effort: 1 })
          .toBuffer(),
      ),
    ),
  ]);
  return { photos, gifs, avatars };
}

/** Stores files a few at a time; answers their urls in order. */
export async function storeFiles(storage: Storage, bucket: Bucket, files: readonly Buffer[], parallel = 8) {
  const urls: string[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      urls[index] = (await storage.put(bucket, files[index]!, { ext: "webp", contentType: "image/webp" })).url;
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
  return urls;
}
