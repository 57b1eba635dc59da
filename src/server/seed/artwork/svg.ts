/**
 * Demo artwork drawn as SVG and rasterised to WebP: typographic band logos, portrait avatars,
 * stage banners, gig posters, venue scenes and editorial blog art, coloured by genre.
 *
 * Text uses only the DejaVu families that ship with librsvg's fontconfig on the servers we run on
 * (Sans, Sans Condensed, Serif, Mono); no font is downloaded. Widths are estimated from the
 * character count, so every name is sized to fit its box.
 */
import type { Genre } from "../../../shared/genres";

export interface Palette {
  /** Background, dark ink, accent, light paper. */
  bg: string;
  ink: string;
  accent: string;
  paper: string;
}

/** One colour story per genre: a poster for a metal gig should not look like one for a folk night. */
export const GENRE_PALETTES: Record<Genre, Palette> = {
  Rock: { bg: "#b3261e", ink: "#140c0c", accent: "#ffb703", paper: "#f6ead7" },
  Pop: { bg: "#ff5d8f", ink: "#2b0a3d", accent: "#ffd23f", paper: "#fff1f6" },
  "Hip Hop": { bg: "#161616", ink: "#0a0a0a", accent: "#ffb700", paper: "#f3efe6" },
  Electronic: { bg: "#12005e", ink: "#06002a", accent: "#00f5d4", paper: "#f15bb5" },
  Jazz: { bg: "#14213d", ink: "#0a1020", accent: "#fca311", paper: "#f2e8cf" },
  Classical: { bg: "#f4efe6", ink: "#4a1628", accent: "#b08d57", paper: "#fffdf8" },
  Country: { bg: "#d4a373", ink: "#3d2817", accent: "#9c2c2c", paper: "#faedcd" },
  "R&B": { bg: "#3c096c", ink: "#1a0330", accent: "#ff758f", paper: "#ffe5ec" },
  Folk: { bg: "#a3b18a", ink: "#243b2c", accent: "#bc4b51", paper: "#f5f0e1" },
  Reggae: { bg: "#1b7a3a", ink: "#0b2b14", accent: "#ffd60a", paper: "#f9f3d9" },
  Punk: { bg: "#c6ff00", ink: "#0d0d0d", accent: "#ff1f8e", paper: "#ffffff" },
  Metal: { bg: "#121212", ink: "#000000", accent: "#d62828", paper: "#d9d9d9" },
  Blues: { bg: "#1d3557", ink: "#0b1628", accent: "#a8dadc", paper: "#f1faee" },
  Indie: { bg: "#e9c46a", ink: "#1f3b45", accent: "#e76f51", paper: "#fdf6e3" },
  Alternative: { bg: "#5a3d8a", ink: "#17102a", accent: "#8ac926", paper: "#efe9f7" },
};

export const paletteOf = (genre: string | null | undefined): Palette =>
  GENRE_PALETTES[genre as Genre] ?? GENRE_PALETTES.Indie;

const SANS = "DejaVu Sans, sans-serif";
const CONDENSED = "DejaVu Sans Condensed, DejaVu Sans, sans-serif";
const SERIF = "DejaVu Serif, serif";
const MONO = "DejaVu Sans Mono, monospace";

/** Average advance width per em, by family (DejaVu's metrics, rounded up so text never overflows). */
const WIDTH = { sans: 0.68, bold: 0.74, condensed: 0.64, serif: 0.66, mono: 0.61 } as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** A stable small number from a string, so a band keeps its look whatever order it is drawn in. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

/** The font size at which `text` fills `width` (never above `max`). */
const fitSize = (text: string, width: number, max: number, perEm: number, tracking = 0) =>
  Math.floor(Math.min(max, width / Math.max(1, text.length * (perEm + tracking))));

interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: "start" | "middle" | "end";
  italic?: boolean;
  spacing?: number;
  extra?: string;
}

function text(content: string, o: TextOptions) {
  return `<text x="${o.x}" y="${o.y}" font-family="${o.family ?? SANS}" font-size="${o.size}" font-weight="${o.weight ?? 700}"${
    o.italic ? ` font-style="italic"` : ""
  } text-anchor="${o.anchor ?? "start"}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ""} fill="${o.fill}"${o.extra ?? ""}>${escapeXml(content)}</text>`;
}

/**
 * Wide art is drawn on a 1200-unit canvas and rasterised at 960 px: sharp enough for the largest
 * place it is shown (a 960 px column), and the WebP encoder, most of the seed's time, has a third
 * less to do.
 */
const OUTPUT_SCALE = 0.8;

function svg(width: number, height: number, body: string, defs = "") {
  const scale = width > 400 ? OUTPUT_SCALE : 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Splits a name into at most `lines` balanced lines at spaces. */
function lines(name: string, max: number): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length <= 1 || max <= 1) return [name];
  const count = Math.min(max, words.length);
  const target = name.length / count;
  const out: string[] = [];
  let current = "";
  for (const word of words) {
    if (current && (current + word).length > target && out.length < count - 1) {
      out.push(current.trim());
      current = "";
    }
    current += `${word} `;
  }
  out.push(current.trim());
  return out;
}

/** A halftone field of dots growing towards the bottom-right corner. */
function halftone(width: number, height: number, colour: string, step = 26) {
  const dots: string[] = [];
  for (let y = step / 2; y < height; y += step) {
    for (let x = step / 2; x < width; x += step) {
      const t = (x / width + y / height) / 2;
      const r = (step / 2) * t * t;
      if (r > 0.8)
        dots.push(
          `M${(x - r).toFixed(1)} ${y}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0`,
        );
    }
  }
  // One path, one fill: far cheaper to rasterise than hundreds of circles.
  return `<path fill="${colour}" d="${dots.join("")}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Band logos: six type treatments, chosen by the band's name.

export type LogoStyle = "stacked" | "serif" | "outline" | "mono" | "slab" | "light";
export const LOGO_STYLES: readonly LogoStyle[] = ["stacked", "serif", "outline", "mono", "slab", "light"];

/**
 * The band's name set as a logo centred on (cx, cy) inside a `w`×`h` box.
 * Returned as SVG elements; type is set in the palette's paper colour, so the ground must be dark.
 */
export function logo(name: string, style: LogoStyle, p: Palette, cx: number, cy: number, w: number, h: number) {
  switch (style) {
    case "stacked": {
      const rows = lines(name.toUpperCase(), 3);
      const size = Math.min(...rows.map((row) => fitSize(row, w, h / rows.length / 0.95, WIDTH.condensed)));
      const top = cy - (rows.length * size * 0.92) / 2 + size * 0.78;
      return (
        rows
          .map((row, i) =>
            text(row, {
              x: cx,
              y: Math.round(top + i * size * 0.92),
              size,
              fill: i % 2 === 1 ? p.accent : p.paper,
              family: CONDENSED,
              anchor: "middle",
            }),
          )
          .join("") +
        `<rect x="${cx - w * 0.3}" y="${Math.round(top + (rows.length - 1) * size * 0.92 + size * 0.22)}" width="${w * 0.6}" height="${Math.max(4, size * 0.08)}" fill="${p.accent}"/>`
      );
    }
    case "serif": {
      const rows = lines(name, 2);
      const size = Math.min(...rows.map((row) => fitSize(row, w, h / rows.length / 1.2, WIDTH.serif)));
      const top = cy - (rows.length * size * 1.05) / 2 + size * 0.8;
      return (
        `<line x1="${cx - w * 0.35}" y1="${top - size * 1.05}" x2="${cx + w * 0.35}" y2="${top - size * 1.05}" stroke="${p.accent}" stroke-width="3"/>` +
        rows
          .map((row, i) =>
            text(row, {
              x: cx,
              y: Math.round(top + i * size * 1.05),
              size,
              fill: p.paper,
              family: SERIF,
              italic: true,
              anchor: "middle",
            }),
          )
          .join("") +
        `<line x1="${cx - w * 0.35}" y1="${top + (rows.length - 1) * size * 1.05 + size * 0.45}" x2="${cx + w * 0.35}" y2="${top + (rows.length - 1) * size * 1.05 + size * 0.45}" stroke="${p.accent}" stroke-width="3"/>`
      );
    }
    case "outline": {
      const rows = lines(name.toUpperCase(), 2);
      const size = Math.min(...rows.map((row) => fitSize(row, w, h / rows.length / 1.05, WIDTH.bold)));
      const top = cy - (rows.length * size) / 2 + size * 0.8;
      const set = (dx: number, attrs: string, fill: string) =>
        rows
          .map((row, i) =>
            text(row, {
              x: cx + dx,
              y: Math.round(top + i * size + dx),
              size,
              fill,
              anchor: "middle",
              weight: 800,
              extra: attrs,
            }),
          )
          .join("");
      const offset = Math.max(3, Math.round(size * 0.07));
      return (
        set(offset, "", p.accent) + set(0, ` stroke="${p.paper}" stroke-width="${Math.max(2, size * 0.035)}"`, "none")
      );
    }
    case "mono": {
      const rows = lines(name.toLowerCase(), name.length > 14 ? 2 : 1).map((row) => row.replace(/\s+/g, "_"));
      const longest = Math.max(...rows.map((row) => row.length)) + 1;
      const size = Math.floor(Math.min(h * 0.36, (w * 0.84) / (longest * WIDTH.mono)));
      const boxW = Math.min(w, longest * size * WIDTH.mono + size);
      const boxH = size * (rows.length * 1.2 + 0.6);
      const top = cy - boxH / 2;
      const last = rows.at(-1)!;
      return (
        `<rect x="${cx - boxW / 2}" y="${top}" width="${boxW}" height="${boxH}" fill="none" stroke="${p.paper}" stroke-width="${Math.max(2, size * 0.06)}"/>` +
        rows
          .map((row, i) =>
            text(row, {
              x: cx - boxW / 2 + size * 0.5,
              y: Math.round(top + size * (1.1 + i * 1.2)),
              size,
              fill: p.paper,
              family: MONO,
            }),
          )
          .join("") +
        `<rect x="${cx - boxW / 2 + size * 0.5 + last.length * size * 0.602}" y="${top + size * (0.32 + (rows.length - 1) * 1.2)}" width="${size * 0.5}" height="${size * 0.95}" fill="${p.accent}"/>`
      );
    }
    case "slab": {
      const rows = lines(name.toUpperCase(), name.length > 12 ? 2 : 1);
      const size = Math.min(
        ...rows.map((row) => fitSize(row, w * 0.84, (h * 0.34) / Math.sqrt(rows.length), WIDTH.condensed)),
      );
      const gap = size * 1.45;
      return (
        `<g transform="rotate(-6 ${cx} ${cy})">` +
        rows
          .map((row, i) => {
            const y = cy + (i - (rows.length - 1) / 2) * gap;
            const slabW = Math.min(w, row.length * size * WIDTH.condensed + size * 0.9);
            const x = cx + (rows.length > 1 ? (i ? 1 : -1) * size * 0.3 : 0);
            return (
              `<rect x="${x - slabW / 2}" y="${y - size * 0.75}" width="${slabW}" height="${size * 1.3}" fill="${i % 2 ? p.paper : p.accent}"/>` +
              `<rect x="${x - slabW / 2 + size * 0.12}" y="${y - size * 0.63}" width="${slabW - size * 0.24}" height="${size * 1.06}" fill="none" stroke="${p.ink}" stroke-width="${Math.max(2, size * 0.04)}"/>` +
              text(row, { x, y: Math.round(y + size * 0.3), size, fill: p.ink, family: CONDENSED, anchor: "middle" })
            );
          })
          .join("") +
        `</g>`
      );
    }
    default: {
      // Light, widely tracked capitals under two stars: the lounge-act look.
      const rows = lines(name.toUpperCase(), name.length > 14 ? 2 : 1);
      const size = Math.min(...rows.map((row) => fitSize(row, w * 0.92, h * 0.24, WIDTH.sans, 0.3)));
      const top = cy - ((rows.length - 1) * size * 1.4) / 2;
      return (
        rows
          .map((row, i) =>
            text(row, {
              x: cx,
              y: Math.round(top + i * size * 1.4 + size * 0.35),
              size,
              fill: p.paper,
              anchor: "middle",
              weight: 200,
              spacing: size * 0.3,
            }),
          )
          .join("") +
        [-1, 1]
          .map(
            (side) =>
              `<path transform="translate(${cx + side * size * 1.2} ${top - size * 1.3}) scale(${size / 30})" d="M0 -12 L3 -3 L12 0 L3 3 L0 12 L-3 3 L-12 0 L-3 -3 Z" fill="${p.accent}"/>`,
          )
          .join("") +
        `<line x1="${cx - w * 0.3}" y1="${top + (rows.length - 1) * size * 1.4 + size * 1.1}" x2="${cx + w * 0.3}" y2="${top + (rows.length - 1) * size * 1.4 + size * 1.1}" stroke="${p.accent}" stroke-width="${Math.max(2, size * 0.06)}"/>`
      );
    }
  }
}

export const logoStyleOf = (name: string): LogoStyle => LOGO_STYLES[hashOf(name) % LOGO_STYLES.length]!;

/** A band avatar: the band's logo on a textured square in its genre's colours. */
export function bandAvatarSvg(name: string, genre: string, city: string) {
  const p = paletteOf(genre);
  const style = logoStyleOf(name);
  // Logos set light type (the slab brings its own block), so the ground is the genre's deep colour.
  const bg = luminance(p.bg) > 0.55 ? p.ink : p.bg;
  const variant = hashOf(city + name) % 3;
  const deco =
    variant === 0
      ? `<circle cx="200" cy="200" r="186" fill="none" stroke="${p.accent}" stroke-width="4" opacity="0.55"/>`
      : variant === 1
        ? halftone(400, 400, p.accent, 22).replace("<path ", `<path opacity="0.35" `)
        : `<path d="M0 300 L400 210 L400 400 L0 400 Z" fill="${p.ink}" opacity="0.45"/>`;
  return svg(
    400,
    400,
    `<rect width="400" height="400" fill="${bg}"/>${deco}${logo(name, style, p, 200, 200, 290, 220)}`,
  );
}

function luminance(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** A light ground needs dark type: swap paper and ink. */
function onGround(p: Palette, ground: string): Palette {
  return luminance(ground) > 0.55 ? { ...p, paper: p.ink, ink: p.paper } : p;
}

// ---------------------------------------------------------------------------------------------
// Artist avatars: a stylised head-and-shoulders portrait, hair and props varied by name.

export function artistAvatarSvg(name: string, genre: string) {
  const p = paletteOf(genre);
  const h = hashOf(name);
  const bg = luminance(p.bg) > 0.55 ? p.bg : p.accent;
  const skin = ["#5b3a29", "#7a4b32", "#8d5a3b", "#a86b45", "#c68a5e"][h % 5]!;
  const shirt = luminance(p.bg) > 0.55 ? p.ink : p.bg;
  const hairColour = ["#15100d", "#2a1b12", "#3b2418"][(h >>> 3) % 3]!;
  const hair = [
    // short crop
    `<path d="M140 168 Q140 98 200 96 Q262 98 262 170 Q246 130 200 128 Q158 130 140 168 Z" fill="${hairColour}"/>`,
    // long hair falling to the shoulders
    `<path d="M132 180 Q130 92 200 90 Q272 92 270 180 L278 292 L238 292 L246 172 Q232 130 200 128 Q168 130 156 172 L164 292 L122 292 Z" fill="${hairColour}"/>`,
    // top bun
    `<circle cx="200" cy="86" r="30" fill="${hairColour}"/><path d="M140 170 Q138 100 200 98 Q264 100 262 170 Q244 126 200 124 Q156 126 140 170 Z" fill="${hairColour}"/>`,
    // curls
    [150, 175, 200, 225, 250, 140, 260]
      .map(
        (x, i) =>
          `<circle cx="${x}" cy="${i < 5 ? 112 + (i % 2) * 8 : 146}" r="${i < 5 ? 30 : 24}" fill="${hairColour}"/>`,
      )
      .join(""),
    // cap
    `<path d="M138 150 Q140 96 200 94 Q262 96 264 150 Z" fill="${p.accent === bg ? p.ink : p.accent}"/><rect x="196" y="140" width="104" height="14" rx="7" fill="${p.accent === bg ? p.ink : p.accent}"/>`,
  ][(h >>> 5) % 5]!;
  const prop = [
    // headphones
    `<path d="M132 178 Q132 82 200 82 Q268 82 268 178" fill="none" stroke="${p.ink}" stroke-width="12"/><rect x="118" y="160" width="28" height="48" rx="12" fill="${p.ink}"/><rect x="254" y="160" width="28" height="48" rx="12" fill="${p.ink}"/>`,
    // microphone
    `<rect x="286" y="250" width="20" height="150" fill="${p.ink}"/><ellipse cx="296" cy="236" rx="22" ry="30" fill="${p.ink}"/><path d="M280 226 H312 M280 240 H312" stroke="${p.paper}" stroke-width="3" opacity="0.5"/>`,
    // guitar neck over the shoulder
    `<g transform="rotate(-38 200 330)"><rect x="60" y="322" width="300" height="18" fill="${p.ink}"/><rect x="350" y="314" width="40" height="34" rx="6" fill="${p.ink}"/><path d="M90 331 H350" stroke="${p.paper}" stroke-width="1.5" opacity="0.6"/></g>`,
    "",
  ][(h >>> 8) % 4]!;
  const sun =
    (h >>> 11) % 2 === 0
      ? `<circle cx="200" cy="180" r="150" fill="${p.paper}" opacity="0.85"/>`
      : `<g opacity="0.5">${Array.from({ length: 12 }, (_, i) => `<path d="M200 190 L${200 + 320 * Math.cos((i * Math.PI) / 6)} ${190 + 320 * Math.sin((i * Math.PI) / 6)} L${200 + 320 * Math.cos((i * Math.PI) / 6 + 0.22)} ${190 + 320 * Math.sin((i * Math.PI) / 6 + 0.22)} Z" fill="${p.paper}"/>`).join("")}</g>`;
  const body =
    `<rect width="400" height="400" fill="${bg}"/>${sun}` +
    `<path d="M70 400 Q74 300 150 282 L250 282 Q326 300 330 400 Z" fill="${shirt}"/>` +
    `<rect x="178" y="236" width="44" height="56" fill="${skin}"/>` +
    `<ellipse cx="200" cy="176" rx="58" ry="72" fill="${skin}"/>` +
    hair +
    prop;
  return svg(400, 400, body);
}

// ---------------------------------------------------------------------------------------------
// Stage scenes: shared by banners and venue photos.

/** A lit stage: back wall, truss with lamps and beams, amps, a drum riser and mic stands. */
function stage(width: number, height: number, p: Palette, seed: number, withCrowd = true) {
  const floor = height * 0.74;
  const lamps = 6 + (seed % 3);
  const beams = Array.from({ length: lamps }, (_, i) => {
    const x = width * (0.12 + (0.76 * i) / (lamps - 1));
    const lean = ((i + seed) % 3) - 1;
    const colour = i % 2 === 0 ? p.accent : p.paper;
    return `<path d="M${x - 8} ${height * 0.12} L${x + 8} ${height * 0.12} L${x + 90 + lean * 160} ${floor} L${x - 90 + lean * 160} ${floor} Z" fill="${colour}" opacity="0.16"/><circle cx="${x}" cy="${height * 0.12}" r="${Math.max(8, width * 0.012)}" fill="${colour}"/>`;
  }).join("");
  const amp = (x: number) =>
    `<rect x="${x}" y="${floor - height * 0.2}" width="${width * 0.09}" height="${height * 0.2}" fill="#0c0c0c"/><rect x="${x + 6}" y="${floor - height * 0.19}" width="${width * 0.09 - 12}" height="${height * 0.17}" fill="#222" stroke="#333" stroke-width="2"/>`;
  const drums = `<ellipse cx="${width * 0.5}" cy="${floor - height * 0.07}" rx="${width * 0.05}" ry="${width * 0.05}" fill="#111" stroke="${p.accent}" stroke-width="4"/><ellipse cx="${width * 0.44}" cy="${floor - height * 0.13}" rx="${width * 0.03}" ry="${height * 0.012}" fill="${p.accent}" opacity="0.8"/><ellipse cx="${width * 0.57}" cy="${floor - height * 0.16}" rx="${width * 0.035}" ry="${height * 0.012}" fill="${p.accent}" opacity="0.8"/>`;
  const mics = [0.3, 0.7]
    .map(
      (x) =>
        `<line x1="${width * x}" y1="${floor}" x2="${width * x}" y2="${floor - height * 0.2}" stroke="#111" stroke-width="5"/><circle cx="${width * x}" cy="${floor - height * 0.21}" r="7" fill="#111"/>`,
    )
    .join("");
  const crowd = withCrowd
    ? `<g fill="#050505">${Array.from({ length: 18 }, (_, i) => {
        const x = (i + 0.5) * (width / 18) + ((i * 37) % 20) - 10;
        const r = height * (0.035 + ((i * 13) % 5) * 0.004);
        const y = height - height * 0.08 - ((i * 7) % 3) * height * 0.015;
        const arm =
          (i + seed) % 5 === 0
            ? `<path d="M${x + r * 0.6} ${y} L${x + r * 1.8} ${y - r * 3.2}" stroke="#050505" stroke-width="${r * 0.45}" stroke-linecap="round"/>`
            : "";
        return `<circle cx="${x}" cy="${y - r}" r="${r}"/><rect x="${x - r * 1.5}" y="${y}" width="${r * 3}" height="${height * 0.2}" rx="${r}"/>${arm}`;
      }).join("")}</g>`
    : "";
  return (
    `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
    `<rect x="0" y="${height * 0.1}" width="${width}" height="${height * 0.04}" fill="#1a1a1a"/>` +
    beams +
    `<rect x="0" y="${floor}" width="${width}" height="${height - floor}" fill="#0d0d0d"/>` +
    `<rect x="0" y="${floor}" width="${width}" height="6" fill="${p.accent}" opacity="0.6"/>` +
    amp(width * 0.08) +
    amp(width * 0.83) +
    drums +
    mics +
    crowd
  );
}

const wall = (p: Palette) =>
  `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050505"/><stop offset="1" stop-color="${luminance(p.bg) > 0.55 ? p.ink : p.bg}"/></linearGradient>`;

/** A profile banner: one of four layouts with the act's name set in its logo style. */
export function bannerSvg(name: string, genre: string, kind: "band" | "artist") {
  const p = paletteOf(genre);
  const h = hashOf(`${name} banner`);
  const style = kind === "band" ? logoStyleOf(name) : (["serif", "light", "stacked"] as const)[h % 3]!;
  const W = 1200;
  const H = 675;
  const layout = h % 4;
  let body: string;
  if (layout === 0) {
    // The stage, with the name over the truss.
    body = `${stage(W, H, p, h)}<rect width="${W}" height="${H}" fill="#000" opacity="0.25"/>${logo(name, style, p, W / 2, H * 0.36, W * 0.6, H * 0.34)}`;
  } else if (layout === 1) {
    // Split: colour block with the name, halftone stage light on the right.
    const ground = luminance(p.bg) > 0.55 ? p.ink : p.bg;
    body =
      `<rect width="${W}" height="${H}" fill="${p.accent}"/>` +
      halftone(W, H, p.ink, 30) +
      `<path d="M0 0 H${W * 0.62} L${W * 0.5} ${H} H0 Z" fill="${ground}"/>` +
      logo(name, style, onGround(p, ground), W * 0.29, H / 2, W * 0.46, H * 0.5);
  } else if (layout === 2) {
    // Concentric record grooves behind the name.
    const ground = luminance(p.bg) > 0.55 ? p.ink : p.bg;
    body =
      `<rect width="${W}" height="${H}" fill="${ground}"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<circle cx="${W * 0.82}" cy="${H * 0.5}" r="${90 + i * 32}" fill="none" stroke="${i % 4 === 0 ? p.accent : p.paper}" stroke-width="${i % 4 === 0 ? 6 : 2}" opacity="${i % 4 === 0 ? 0.8 : 0.18}"/>`,
      ).join("") +
      `<circle cx="${W * 0.82}" cy="${H * 0.5}" r="70" fill="${p.accent}"/><circle cx="${W * 0.82}" cy="${H * 0.5}" r="10" fill="${ground}"/>` +
      logo(name, style, onGround(p, ground), W * 0.36, H / 2, W * 0.56, H * 0.46);
  } else {
    // Sunset stripes over a horizon, the name above.
    const ground = luminance(p.bg) > 0.55 ? p.ink : p.bg;
    body =
      `<rect width="${W}" height="${H}" fill="${ground}"/>` +
      `<circle cx="${W / 2}" cy="${H * 0.92}" r="${H * 0.36}" fill="${p.accent}"/>` +
      Array.from(
        { length: 6 },
        (_, i) => `<rect x="0" y="${H * 0.68 + i * 24}" width="${W}" height="${5 + i * 3}" fill="${ground}"/>`,
      ).join("") +
      `<rect x="0" y="${H * 0.9}" width="${W}" height="${H * 0.1}" fill="${ground}"/>` +
      logo(name, style, onGround(p, ground), W / 2, H * 0.3, W * 0.7, H * 0.36);
  }
  return svg(W, H, `${body}`, wall(p));
}

// ---------------------------------------------------------------------------------------------
// Gig posters: five templates, picked by the gig's category and name.

export interface PosterInput {
  name: string;
  category: string;
  genre: string | null;
  acts: readonly string[];
  venue: string;
  city: string;
  /** Already formatted in IST, e.g. "SAT 12 DEC" and "7:30 PM". */
  day: string;
  time: string;
  price: string | null;
}

export type PosterTemplate = "swiss" | "festival" | "halftone" | "ticket" | "neon";

export function posterTemplateOf(gig: Pick<PosterInput, "name" | "category">): PosterTemplate {
  if (gig.category === "Festival") return "festival";
  // Club nights and open mics each get two looks, so a city's listings don't repeat one poster.
  if (gig.category === "Club Night") return hashOf(gig.name) % 2 ? "neon" : "halftone";
  if (gig.category === "Open Mic") return hashOf(gig.name) % 2 ? "ticket" : "swiss";
  return (["swiss", "halftone", "ticket", "swiss", "halftone", "neon"] as const)[hashOf(gig.name) % 6]!;
}

export function posterSvg(gig: PosterInput) {
  const p = paletteOf(gig.genre);
  const W = 1200;
  const H = 675;
  const template = posterTemplateOf(gig);
  const acts = gig.acts.slice(0, 4);
  const where = `${gig.venue.toUpperCase()} · ${gig.city.toUpperCase()}`;
  let body: string;
  switch (template) {
    case "swiss": {
      const ground = luminance(p.paper) > 0.55 ? p.paper : "#f4f1ea";
      const block = luminance(p.bg) > 0.55 ? p.ink : p.bg;
      const [dow, date, month] = gig.day.split(" ");
      const titleRows = lines(gig.name.toUpperCase(), 2);
      const titleSize = Math.min(...titleRows.map((row) => fitSize(row, W * 0.56, 86, WIDTH.condensed)));
      body =
        `<rect width="${W}" height="${H}" fill="${ground}"/>` +
        `<rect x="0" y="0" width="${W * 0.34}" height="${H}" fill="${block}"/>` +
        `<circle cx="${W * 0.34}" cy="${H * 0.78}" r="${H * 0.2}" fill="${p.accent}"/>` +
        text(date ?? "", {
          x: 48,
          y: 300,
          size: 230,
          fill: p.accent === block ? p.paper : p.accent,
          family: CONDENSED,
        }) +
        text(`${dow ?? ""} · ${month ?? ""}`, {
          x: 56,
          y: 370,
          size: 54,
          fill: "#ffffff",
          family: CONDENSED,
          spacing: 6,
        }) +
        text(gig.time, { x: 56, y: 430, size: 36, fill: "#ffffff", weight: 400 }) +
        titleRows
          .map((row, i) =>
            text(row, {
              x: W * 0.4,
              y: 130 + i * titleSize * 0.98,
              size: titleSize,
              fill: p.ink === ground ? "#111" : p.ink,
              family: CONDENSED,
            }),
          )
          .join("") +
        `<rect x="${W * 0.4}" y="${150 + (titleRows.length - 1) * titleSize * 0.98}" width="120" height="10" fill="${p.accent}"/>` +
        acts
          .map((act, i) =>
            text(act, {
              x: W * 0.4,
              y: 250 + (titleRows.length - 1) * titleSize * 0.98 + i * 64,
              size: fitSize(act, W * 0.55, i === 0 ? 52 : 40, WIDTH.sans),
              fill: "#1a1a1a",
              weight: i === 0 ? 700 : 400,
            }),
          )
          .join("") +
        text(where, {
          x: W * 0.4,
          y: H - 48,
          size: fitSize(where, W * 0.56, 26, WIDTH.sans, 0.1),
          fill: "#1a1a1a",
          spacing: 2,
        });
      break;
    }
    case "festival": {
      const ground = luminance(p.bg) > 0.55 ? p.ink : p.bg;
      const rays = Array.from({ length: 18 }, (_, i) => {
        const a = Math.PI + (i * Math.PI) / 17;
        const b = a + Math.PI / 40;
        return `<path d="M${W / 2} ${H + 40} L${W / 2 + 1400 * Math.cos(a)} ${H + 40 + 1400 * Math.sin(a)} L${W / 2 + 1400 * Math.cos(b)} ${H + 40 + 1400 * Math.sin(b)} Z" fill="${p.accent}" opacity="${i % 2 ? 0.22 : 0.12}"/>`;
      }).join("");
      const title = gig.name.toUpperCase();
      const titleSize = fitSize(title, W * 0.88, 110, WIDTH.condensed);
      const [head, ...rest] = acts;
      const restLine = rest.join("  •  ");
      body =
        `<rect width="${W}" height="${H}" fill="${ground}"/>${rays}` +
        `<circle cx="${W / 2}" cy="${H + 40}" r="190" fill="${p.accent}"/>` +
        text(gig.day.toUpperCase(), {
          x: W / 2,
          y: 92,
          size: 34,
          fill: p.paper,
          anchor: "middle",
          spacing: 8,
          weight: 400,
        }) +
        text(title, {
          x: W / 2,
          y: 92 + titleSize * 1.05,
          size: titleSize,
          fill: p.paper,
          anchor: "middle",
          family: CONDENSED,
        }) +
        (head
          ? text(head, {
              x: W / 2,
              y: 330,
              size: fitSize(head, W * 0.8, 72, WIDTH.serif),
              fill: p.accent,
              anchor: "middle",
              family: SERIF,
              italic: true,
            })
          : "") +
        (restLine
          ? text(restLine, {
              x: W / 2,
              y: 400,
              size: fitSize(restLine, W * 0.86, 40, WIDTH.sans),
              fill: p.paper,
              anchor: "middle",
              weight: 400,
            })
          : "") +
        text(where, {
          x: W / 2,
          y: 462,
          size: fitSize(where, W * 0.8, 26, WIDTH.sans, 0.12),
          fill: p.paper,
          anchor: "middle",
          spacing: 3,
          weight: 400,
        });
      break;
    }
    case "halftone": {
      const ground = luminance(p.bg) > 0.55 ? p.bg : p.accent;
      const ink = luminance(ground) > 0.55 ? "#111111" : "#ffffff";
      const title = gig.name.toUpperCase();
      const rows = lines(title, 3);
      const size = Math.min(...rows.map((row) => fitSize(row, W * 0.86, 120, WIDTH.bold)));
      body =
        `<rect width="${W}" height="${H}" fill="${ground}"/>` +
        halftone(W, H * 0.7, luminance(ground) > 0.55 ? p.ink : p.paper, 24).replace(
          "<path ",
          `<path opacity="0.35" `,
        ) +
        rows
          .map((row, i) =>
            text(row, {
              x: 60,
              y: 70 + size * (i + 0.85),
              size,
              fill: "none",
              weight: 800,
              extra: ` stroke="${ink}" stroke-width="3"`,
            }),
          )
          .join("") +
        rows.map((row, i) => text(row, { x: 52, y: 62 + size * (i + 0.85), size, fill: ink, weight: 800 })).join("") +
        `<rect x="52" y="${H - 150}" width="${W - 104}" height="4" fill="${ink}"/>` +
        text(acts.join(" / "), {
          x: 52,
          y: H - 100,
          size: fitSize(acts.join(" / "), W - 104, 40, WIDTH.sans),
          fill: ink,
          weight: 700,
        }) +
        text(`${gig.day} · ${gig.time} · ${gig.venue}, ${gig.city}`, {
          x: 52,
          y: H - 52,
          size: fitSize(`${gig.day} · ${gig.time} · ${gig.venue}, ${gig.city}`, W - 104, 28, WIDTH.sans),
          fill: ink,
          weight: 400,
        });
      break;
    }
    case "ticket": {
      const ground = luminance(p.bg) > 0.55 ? p.ink : p.bg;
      const paper = p.paper;
      const ink = luminance(paper) > 0.55 ? "#1a1a1a" : "#ffffff";
      const title = gig.name;
      const rows = lines(title, 2);
      const size = Math.min(...rows.map((row) => fitSize(row, 640, 76, WIDTH.serif)));
      const stubX = 900;
      body =
        `<rect width="${W}" height="${H}" fill="${ground}"/>` +
        halftone(W, H, p.accent, 34).replace("<path ", `<path opacity="0.35" `) +
        `<g transform="rotate(-4 600 337)"><rect x="90" y="120" width="1020" height="430" rx="24" fill="${paper}"/>` +
        `<circle cx="${stubX}" cy="120" r="26" fill="${ground}"/><circle cx="${stubX}" cy="550" r="26" fill="${ground}"/>` +
        `<line x1="${stubX}" y1="160" x2="${stubX}" y2="510" stroke="${ink}" stroke-width="4" stroke-dasharray="4 14" opacity="0.5"/>` +
        text("ADMIT ONE", {
          x: 140,
          y: 190,
          size: 26,
          fill: p.accent === paper ? ink : p.accent,
          spacing: 10,
          weight: 700,
        }) +
        rows
          .map((row, i) =>
            text(row, { x: 140, y: 270 + i * size * 1.05, size, fill: ink, family: SERIF, italic: true }),
          )
          .join("") +
        text(acts.join(", "), {
          x: 140,
          y: 420,
          size: fitSize(acts.join(", "), 720, 32, WIDTH.sans),
          fill: ink,
          weight: 400,
        }) +
        text(where, {
          x: 140,
          y: 490,
          size: fitSize(where, 720, 22, WIDTH.sans, 0.1),
          fill: ink,
          spacing: 2,
          weight: 400,
        }) +
        text(gig.day.split(" ")[1] ?? "", {
          x: 1005,
          y: 320,
          size: 110,
          fill: ink,
          anchor: "middle",
          family: CONDENSED,
        }) +
        text(gig.day.split(" ")[2] ?? "", { x: 1005, y: 380, size: 38, fill: ink, anchor: "middle", spacing: 6 }) +
        text(gig.price ?? "", {
          x: 1005,
          y: 450,
          size: fitSize(gig.price ?? "", 170, 30, WIDTH.sans),
          fill: ink,
          anchor: "middle",
          weight: 400,
        }) +
        `</g>`;
      break;
    }
    default: {
      // Neon: a perspective grid under a glowing title.
      const grid = [
        ...Array.from({ length: 15 }, (_, i) => {
          const x = -600 + i * 171;
          return `<line x1="${W / 2}" y1="${H * 0.55}" x2="${x}" y2="${H}" stroke="${p.accent}" stroke-width="2" opacity="0.55"/>`;
        }),
        ...Array.from({ length: 7 }, (_, i) => {
          const y = H * 0.55 + (H * 0.45 * (i + 1) ** 2) / 49;
          return `<line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${p.accent}" stroke-width="2" opacity="0.55"/>`;
        }),
      ].join("");
      const title = gig.name.toUpperCase();
      const size = fitSize(title, W * 0.86, 100, WIDTH.bold);
      const glow = (width: number, opacity: number, colour: string) =>
        text(title, {
          x: W / 2,
          y: H * 0.4,
          size,
          fill: "none",
          anchor: "middle",
          weight: 800,
          extra: ` stroke="${colour}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linejoin="round"`,
        });
      const neon = luminance(p.paper) > 0.55 ? "#ff4fd8" : p.paper;
      body =
        `<rect width="${W}" height="${H}" fill="#07041a"/>` +
        `<rect x="0" y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="#120a33"/>` +
        `<circle cx="${W / 2}" cy="${H * 0.55}" r="150" fill="${neon}" opacity="0.25"/>` +
        grid +
        glow(18, 0.15, neon) +
        glow(9, 0.35, neon) +
        text(title, { x: W / 2, y: H * 0.4, size, fill: "#ffffff", anchor: "middle", weight: 800 }) +
        text(acts.join("  ·  "), {
          x: W / 2,
          y: H * 0.4 + size * 0.9,
          size: fitSize(acts.join("  ·  "), W * 0.8, 36, WIDTH.sans),
          fill: p.accent,
          anchor: "middle",
          weight: 400,
        }) +
        text(`${gig.day} · ${gig.time} · ${gig.venue}`, {
          x: W / 2,
          y: 70,
          size: fitSize(`${gig.day} · ${gig.time} · ${gig.venue}`, W * 0.8, 28, WIDTH.sans, 0.1),
          fill: "#ffffff",
          anchor: "middle",
          weight: 400,
          spacing: 3,
        });
    }
  }
  return svg(W, H, `${body}`);
}

// ---------------------------------------------------------------------------------------------
// Venue "photos": four kinds of room, the venue's name on its sign.

export type RoomKind = "stage" | "bar" | "open-air" | "hall";

export function roomKindOf(venueType: string): RoomKind {
  const type = venueType.toLowerCase();
  if (/open-air|amphitheatre/.test(type)) return "open-air";
  if (/hall|auditorium|theatre/.test(type)) return "hall";
  if (/bar|cafe|brewpub|listening/.test(type)) return "bar";
  return "stage";
}

export function venueSvg(kind: RoomKind, name: string | null, genre: string, seed: number) {
  const p = paletteOf(genre);
  const W = 1200;
  const H = 800;
  let body: string;
  const sign = (x: number, y: number, width: number, colour: string) => {
    if (!name) return "";
    const size = fitSize(name, width, 64, WIDTH.serif);
    const glow = (w: number, o: number) =>
      text(name, {
        x,
        y,
        size,
        fill: "none",
        family: SERIF,
        italic: true,
        anchor: "middle",
        extra: ` stroke="${colour}" stroke-width="${w}" stroke-opacity="${o}"`,
      });
    return (
      glow(14, 0.15) +
      glow(6, 0.35) +
      text(name, { x, y, size, fill: "#fff8f0", family: SERIF, italic: true, anchor: "middle" })
    );
  };
  if (kind === "bar") {
    // Two shades of brick, each one path.
    const bricks = [0, 1]
      .map(
        (shade) =>
          `<path fill="${shade ? "#6a3728" : "#55291d"}" d="${Array.from({ length: 16 }, (_, row) =>
            Array.from({ length: 13 }, (_, col) =>
              (row * 7 + col * 3) % 2 === shade ? `M${col * 96 - (row % 2) * 48} ${row * 34}h92v30h-92z` : "",
            ).join(""),
          ).join("")}"/>`,
      )
      .join("");
    const bottles = Array.from({ length: 22 }, (_, i) => {
      const x = 120 + i * 44;
      const c = [p.accent, "#6ab04c", "#c0392b", "#f5cd79", "#74b9ff"][(i + seed) % 5]!;
      return `<rect x="${x}" y="${392 - (i % 3) * 8}" width="20" height="${48 + (i % 3) * 8}" rx="5" fill="${c}" opacity="0.85"/><rect x="${x + 7}" y="${376 - (i % 3) * 8}" width="6" height="18" fill="${c}" opacity="0.85"/>`;
    }).join("");
    const lamps = [240, 480, 720, 960]
      .map(
        (x) =>
          `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#111" stroke-width="3"/><path d="M${x - 34} 190 L${x - 14} 150 L${x + 14} 150 L${x + 34} 190 Z" fill="#111"/><ellipse cx="${x}" cy="196" rx="60" ry="16" fill="#ffd58a" opacity="0.7"/><path d="M${x - 34} 190 L${x + 34} 190 L${x + 140} 560 L${x - 140} 560 Z" fill="#ffd58a" opacity="0.08"/>`,
      )
      .join("");
    const stools = Array.from({ length: 7 }, (_, i) => {
      const x = 150 + i * 150;
      return `<rect x="${x - 40}" y="640" width="80" height="18" rx="9" fill="#0e0e0e"/><rect x="${x - 5}" y="656" width="10" height="140" fill="#0e0e0e"/><rect x="${x - 30}" y="730" width="60" height="6" fill="#0e0e0e"/>`;
    }).join("");
    body =
      `<rect width="${W}" height="${H}" fill="#2a140e"/>${bricks}<rect width="${W}" height="${H}" fill="#000" opacity="0.35"/>` +
      `<rect x="90" y="440" width="1020" height="12" fill="#3b2a1f"/><rect x="90" y="350" width="1020" height="8" fill="#3b2a1f"/>` +
      bottles +
      sign(W / 2, 300, 720, p.accent) +
      lamps +
      `<rect x="0" y="560" width="${W}" height="70" fill="#3b2314"/><rect x="0" y="548" width="${W}" height="16" fill="#5c3a22"/><rect x="0" y="630" width="${W}" height="${H - 630}" fill="#1b0f09"/>` +
      stools;
  } else if (kind === "open-air") {
    const dusk = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1646"/><stop offset="0.6" stop-color="${p.accent}"/><stop offset="1" stop-color="#ffb88c"/></linearGradient>`;
    const bulbs = (y0: number, sag: number) =>
      Array.from({ length: 25 }, (_, i) => {
        const t = i / 24;
        const x = t * W;
        const y = y0 + sag * 4 * t * (1 - t);
        return `<circle cx="${x}" cy="${y}" r="5" fill="#fff3b0"/><circle cx="${x}" cy="${y}" r="12" fill="#fff3b0" opacity="0.2"/>`;
      }).join("") +
      `<path d="M0 ${y0} Q${W / 2} ${y0 + sag * 2} ${W} ${y0}" fill="none" stroke="#111" stroke-width="2"/>`;
    const trees = [60, 180, 1030, 1140]
      .map(
        (x, i) =>
          `<rect x="${x - 8}" y="${420 + i * 6}" width="16" height="160" fill="#0a0f0a"/><circle cx="${x}" cy="${400 + i * 6}" r="${80 + (i % 2) * 20}" fill="#0a140c"/>`,
      )
      .join("");
    body =
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<path d="M0 520 Q200 430 420 500 T820 470 T1200 500 V${H} H0 Z" fill="#1a1630" opacity="0.8"/>` +
      trees +
      `<path d="M360 560 L420 330 L780 330 L840 560 Z" fill="#0d0b18"/><path d="M390 330 L600 250 L810 330 Z" fill="${p.ink}"/><rect x="400" y="470" width="400" height="90" fill="#16122a"/>` +
      `<g opacity="0.6">${[470, 560, 640, 730].map((x) => `<path d="M${x} 340 L${x + 20} 340 L${x + 70} 470 L${x - 50} 470 Z" fill="${p.paper}" opacity="0.35"/>`).join("")}</g>` +
      sign(W / 2, 310, 360, "#ffffff") +
      bulbs(120, 60) +
      bulbs(200, 40) +
      `<rect x="0" y="560" width="${W}" height="${H - 560}" fill="#0c0a14"/>` +
      `<g fill="#050409">${Array.from({ length: 22 }, (_, i) => {
        const x = (i + 0.5) * (W / 22) + ((i * 29) % 18);
        const r = 20 + ((i * 11) % 9);
        return `<circle cx="${x}" cy="${650 - (i % 3) * 12}" r="${r}"/><rect x="${x - r * 1.5}" y="${670 - (i % 3) * 12}" width="${r * 3}" height="160" rx="${r}"/>`;
      }).join("")}</g>`;
    return svg(W, H, `${body}`, dusk);
  } else if (kind === "hall") {
    const curtain = Array.from(
      { length: 16 },
      (_, i) => `<rect x="${i * 75}" y="0" width="75" height="520" fill="${i % 2 ? "#6b0f1a" : "#7d1424"}"/>`,
    ).join("");
    const seats = Array.from({ length: 6 }, (_, row) => {
      const y = 560 + row * 42;
      const n = 14 + row * 2;
      const w = W / n;
      return Array.from(
        { length: n },
        (_, i) =>
          `<rect x="${i * w + 4}" y="${y}" width="${w - 8}" height="${36}" rx="10" fill="${row % 2 ? "#3a0a12" : "#4a0f18"}"/>`,
      ).join("");
    }).join("");
    body =
      `<rect width="${W}" height="${H}" fill="#14060a"/>` +
      curtain +
      `<path d="M0 0 H${W} V90 Q${W / 2} 150 0 90 Z" fill="#4a0a14"/>` +
      `<rect x="200" y="150" width="800" height="330" fill="#0b0507"/>` +
      `<ellipse cx="600" cy="470" rx="420" ry="40" fill="${p.accent}" opacity="0.35"/>` +
      // a grand piano and a music stand in the spotlight
      `<path d="M470 430 Q470 380 540 380 L660 380 Q720 384 730 430 Z" fill="#050505"/><rect x="480" y="430" width="10" height="40" fill="#050505"/><rect x="710" y="430" width="10" height="40" fill="#050505"/>` +
      `<circle cx="600" cy="150" r="14" fill="#fff8e0"/><path d="M590 160 L610 160 L760 470 L440 470 Z" fill="#fff8e0" opacity="0.12"/>` +
      `<rect x="0" y="480" width="${W}" height="40" fill="#2b0e12"/>` +
      sign(W / 2, 118, 560, p.accent) +
      seats;
  } else {
    body =
      stage(W, H, p, seed) +
      (name
        ? `<rect x="300" y="24" width="600" height="70" rx="8" fill="#000" opacity="0.55"/>${sign(W / 2, 78, 540, p.accent)}`
        : "");
  }
  return svg(W, H, `${body}`, wall(p));
}

// ---------------------------------------------------------------------------------------------
// Blog art: an editorial still life per story (record, cassette, hills, ticket, mic, skyline).

export type BlogMotif = "record" | "cassette" | "hills" | "ticket" | "mic" | "skyline";

export function blogSvg(motif: BlogMotif, genre: string) {
  const p = paletteOf(genre);
  const W = 1200;
  const H = 675;
  const ground = luminance(p.paper) > 0.55 ? p.paper : "#f3efe6";
  const block = luminance(p.bg) > 0.55 ? p.ink : p.bg;
  let art: string;
  switch (motif) {
    case "record":
      art =
        `<rect x="640" y="110" width="460" height="460" fill="${p.accent}"/>` +
        `<circle cx="620" cy="340" r="230" fill="#111"/>` +
        Array.from(
          { length: 9 },
          (_, i) => `<circle cx="620" cy="340" r="${80 + i * 16}" fill="none" stroke="#2c2c2c" stroke-width="2"/>`,
        ).join("") +
        `<circle cx="620" cy="340" r="70" fill="${block}"/><circle cx="620" cy="340" r="8" fill="${ground}"/>`;
      break;
    case "cassette":
      art =
        `<g transform="rotate(-8 620 340)"><rect x="330" y="170" width="580" height="360" rx="24" fill="${block}"/><rect x="380" y="210" width="480" height="120" rx="10" fill="${ground}"/>` +
        `<rect x="380" y="250" width="480" height="20" fill="${p.accent}"/>` +
        `<rect x="450" y="350" width="340" height="110" rx="50" fill="#111"/><circle cx="520" cy="405" r="34" fill="${ground}"/><circle cx="720" cy="405" r="34" fill="${ground}"/>` +
        `<path d="M430 530 L470 480 H770 L810 530 Z" fill="#111" opacity="0.6"/></g>`;
      break;
    case "hills":
      art =
        `<circle cx="860" cy="230" r="110" fill="${p.accent}"/>` +
        `<path d="M0 520 L240 300 L420 460 L640 240 L900 500 L1200 320 V${H} H0 Z" fill="${block}"/>` +
        `<path d="M0 600 L300 440 L560 580 L820 420 L1200 600 V${H} H0 Z" fill="#111" opacity="0.7"/>` +
        `<g transform="translate(520 470)"><rect width="150" height="200" rx="10" fill="#111"/><circle cx="75" cy="60" r="34" fill="#333"/><circle cx="75" cy="140" r="48" fill="#333"/><circle cx="75" cy="140" r="16" fill="${p.accent}"/></g>`;
      break;
    case "ticket":
      art = [0, 1, 2]
        .map(
          (i) =>
            `<g transform="rotate(${-14 + i * 12} 640 340)"><rect x="${380 + i * 20}" y="${220 + i * 10}" width="480" height="200" rx="14" fill="${i === 2 ? p.accent : i === 1 ? block : "#ffffff"}" stroke="#111" stroke-width="3"/><line x1="${740 + i * 20}" y1="${230 + i * 10}" x2="${740 + i * 20}" y2="${410 + i * 10}" stroke="#111" stroke-width="3" stroke-dasharray="6 10"/></g>`,
        )
        .join("");
      break;
    case "mic":
      art =
        `<circle cx="640" cy="330" r="240" fill="${p.accent}"/>` +
        `<rect x="610" y="330" width="60" height="300" fill="#111"/><rect x="540" y="140" width="200" height="260" rx="100" fill="#111"/>` +
        Array.from(
          { length: 6 },
          (_, i) =>
            `<line x1="560" y1="${190 + i * 30}" x2="720" y2="${190 + i * 30}" stroke="#3a3a3a" stroke-width="6"/>`,
        ).join("") +
        `<path d="M500 300 Q500 450 640 450 Q780 450 780 300" fill="none" stroke="#111" stroke-width="16"/>`;
      break;
    default:
      art =
        `<circle cx="900" cy="200" r="90" fill="${p.accent}"/>` +
        Array.from({ length: 14 }, (_, i) => {
          const w = 60 + ((i * 37) % 50);
          const h = 140 + ((i * 53) % 260);
          const x = 300 + i * 62;
          return `<rect x="${x}" y="${H - h}" width="${w}" height="${h}" fill="${i % 3 === 0 ? block : "#111"}"/>${Array.from({ length: Math.floor(h / 40) }, (_, j) => `<rect x="${x + 12}" y="${H - h + 16 + j * 40}" width="10" height="14" fill="${(i + j) % 4 === 0 ? p.accent : "#3a3a3a"}"/>`).join("")}`;
        }).join("");
  }
  const body =
    `<rect width="${W}" height="${H}" fill="${ground}"/>` +
    `<rect x="0" y="0" width="300" height="${H}" fill="${block}"/>` +
    halftone(300, H, p.accent, 20).replace("<path ", `<path opacity="0.5" `) +
    art +
    ``;
  return svg(W, H, body);
}
