/**
 * Demo artwork drawn as SVG (gradients and shapes, no downloaded images) and rasterised to WebP.
 * Text is an ornament only: on a machine without fonts it renders empty and the art still works.
 */

// [background from, background to, accent]
export const PALETTE: readonly (readonly [string, string, string])[] = [
  ["#ff2d55", "#1a0a2e", "#ffd60a"],
  ["#5e5ce6", "#0b0b1f", "#64d2ff"],
  ["#ff9f0a", "#3a0a1e", "#ff375f"],
  ["#30d158", "#06281c", "#ffd60a"],
  ["#bf5af2", "#12061f", "#ff9f0a"],
  ["#0a84ff", "#020c1f", "#30d158"],
  ["#ff453a", "#1f0606", "#64d2ff"],
  ["#ffd60a", "#2e1a00", "#ff2d55"],
  ["#64d2ff", "#04202b", "#bf5af2"],
  ["#ff375f", "#0f0f14", "#5e5ce6"],
  ["#ac8e68", "#1c140a", "#ff9f0a"],
  ["#66d4cf", "#0a1f1e", "#ff453a"],
];

const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

const colours = (index: number) => PALETTE[index % PALETTE.length]!;

function frame(width: number, height: number, index: number, body: string, angle = "1") {
  const [from, to] = colours(index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${angle}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>${body}</svg>`;
}

/** Spotlight circles, equaliser bars, stripes or beams: four looks, twelve colourways. */
function motif(width: number, height: number, index: number): string {
  const [, , accent] = colours(index);
  switch (index % 4) {
    case 0:
      return [0.2, 0.5, 0.8]
        .map(
          (x, i) =>
            `<circle cx="${x * width}" cy="${height * 0.3}" r="${height * (0.25 + i * 0.05)}" fill="url(#glow)"/>`,
        )
        .join("");
    case 1: {
      const bars = 24;
      const w = width / bars;
      return Array.from({ length: bars }, (_, i) => {
        const h = height * (0.15 + 0.55 * Math.abs(Math.sin(i * 0.7 + index)));
        return `<rect x="${i * w + w * 0.2}" y="${height - h}" width="${w * 0.6}" height="${h}" rx="${w * 0.2}" fill="${accent}" opacity="0.55"/>`;
      }).join("");
    }
    case 2:
      return Array.from({ length: 9 }, (_, i) => {
        const x = (i - 2) * width * 0.18;
        return `<path d="M${x} ${height} L${x + height * 0.6} 0 L${x + height * 0.6 + 40} 0 L${x + 40} ${height} Z" fill="${accent}" opacity="${0.08 + (i % 3) * 0.06}"/>`;
      }).join("");
    default:
      return (
        [0.15, 0.4, 0.65, 0.9]
          .map(
            (x) =>
              `<path d="M${x * width - 20} 0 L${x * width + 20} 0 L${x * width + 220} ${height} L${x * width - 220} ${height} Z" fill="#fff" opacity="0.09"/>`,
          )
          .join("") +
        `<ellipse cx="${width / 2}" cy="${height}" rx="${width * 0.6}" ry="${height * 0.18}" fill="${accent}" opacity="0.35"/>`
      );
  }
}

/** Crowd silhouettes along the bottom edge. */
function crowd(width: number, height: number): string {
  return Array.from({ length: 16 }, (_, i) => {
    const x = (i + 0.5) * (width / 16);
    const r = 22 + ((i * 7) % 10);
    return `<circle cx="${x}" cy="${height - 70 - (i % 3) * 8}" r="${r}" fill="#000" opacity="0.55"/><rect x="${x - r * 1.4}" y="${height - 60 - (i % 3) * 8}" width="${r * 2.8}" height="${90}" rx="${r}" fill="#000" opacity="0.55"/>`;
  }).join("");
}

export const bannerSvg = (index: number) => frame(1200, 675, index, motif(1200, 675, index));

export const eventCoverSvg = (index: number, label: string) =>
  frame(
    1200,
    675,
    index + 3,
    motif(1200, 675, index + 3) +
      crowd(1200, 675) +
      `<text x="70" y="190" font-family="${FONT}" font-size="150" font-weight="700" fill="#fff" opacity="0.92">LIVE</text>` +
      `<text x="76" y="250" font-family="${FONT}" font-size="40" letter-spacing="6" fill="#fff" opacity="0.8">${escapeXml(label.toUpperCase())}</text>`,
    "0.3",
  );

export const venueSvg = (index: number) => {
  const [, , accent] = colours(index + 5);
  const stage = `<rect x="150" y="470" width="900" height="90" fill="#000" opacity="0.6"/><rect x="150" y="150" width="900" height="320" fill="#000" opacity="0.25"/>`;
  const lights = Array.from(
    { length: 7 },
    (_, i) =>
      `<circle cx="${220 + i * 126}" cy="150" r="16" fill="${accent}"/><path d="M${212 + i * 126} 160 L${228 + i * 126} 160 L${300 + i * 126} 470 L${140 + i * 126} 470 Z" fill="${accent}" opacity="0.12"/>`,
  ).join("");
  return frame(1200, 800, index + 5, stage + lights + crowd(1200, 800));
};

export const blogSvg = (index: number) =>
  frame(1200, 675, index + 7, motif(1200, 675, index + 1) + motif(1200, 675, index + 2), "0.6");

export const initialsOf = (name: string) =>
  name
    .replace(/^the\s+/i, "")
    .split(/[\s&-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

export const avatarSvg = (index: number, name: string) => {
  const [, , accent] = colours(index);
  const body =
    `<circle cx="320" cy="80" r="140" fill="url(#glow)"/>` +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="${accent}" stroke-width="10" opacity="0.7"/>` +
    `<circle cx="200" cy="200" r="120" fill="#000" opacity="0.25"/>` +
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="120" font-weight="700" fill="#fff">${escapeXml(initialsOf(name))}</text>`;
  return frame(400, 400, index, body);
};
