import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The theme's colours against WCAG 2.2: text 4.5:1 (1.4.3) and the boundaries that identify a
 * control, like a field's border, 3:1 (1.4.11) on every surface a control sits on.
 */
const css = readFileSync(new URL("./styles.css", import.meta.url), "utf8");

function color(name: string) {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6});`, "i").exec(css);
  if (!match) throw new Error(`--color-${name} is not a #rrggbb colour in styles.css`);
  return match[1]!;
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const SURFACES = ["background", "card", "popover", "muted", "secondary"];

describe("theme contrast", () => {
  it.each(SURFACES)("field and outline-button borders stand out 3:1 on %s", (surface) => {
    expect(contrast(color("input"), color(surface))).toBeGreaterThanOrEqual(3);
  });

  it.each(SURFACES)("body and muted text read 4.5:1 on %s", (surface) => {
    expect(contrast(color("foreground"), color(surface))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(color("muted-foreground"), color(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it("the focus ring stands out 3:1 on the page", () => {
    expect(contrast(color("ring"), color("background"))).toBeGreaterThanOrEqual(3);
  });
});
