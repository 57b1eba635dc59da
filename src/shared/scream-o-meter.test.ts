import { describe, expect, it } from "vitest";
import {
  formatVoteAverage,
  isScreamLevel,
  nextScreamLevel,
  SCREAM_LABELS,
  SCREAM_MAX,
  SCREAM_MIN,
  screamLabel,
  toScreamLevel,
} from "./scream-o-meter";

describe("Scream-O-Meter labels", () => {
  it("has the spec's seven labels, in order", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(screamLabel)).toEqual([
      "Sigh\u2026 cool, I guess",
      "Mild claps, bro",
      "Hmm\u2026 this slaps",
      "Oof. That hit!",
      "Screamin\u0027 internally",
      "MY EARS SAID YES",
      "Yaaaargh. I\u0027m their numbah 1 faaaan",
    ]);
  });

  it("uses the ellipsis character, never three dots, and straight apostrophes", () => {
    const all = Object.values(SCREAM_LABELS).join("\n");
    expect(all).not.toContain("...");
    expect(all).not.toMatch(/[\u2018\u2019]/);
    expect(all.match(/\u2026/g)).toHaveLength(2);
  });

  it("spans 1 to 7", () => {
    expect(SCREAM_MIN).toBe(1);
    expect(SCREAM_MAX).toBe(7);
    expect(Object.keys(SCREAM_LABELS)).toHaveLength(7);
  });

  it("rounds and clamps out-of-range levels so a label always shows", () => {
    expect(screamLabel(4.4)).toBe(SCREAM_LABELS[4]);
    expect(screamLabel(4.5)).toBe(SCREAM_LABELS[5]);
    expect(screamLabel(0)).toBe(SCREAM_LABELS[1]);
    expect(screamLabel(99)).toBe(SCREAM_LABELS[7]);
    expect(screamLabel(Number.NaN)).toBe(SCREAM_LABELS[1]);
  });
});

describe("levels", () => {
  it("accepts only whole numbers 1 to 7 as votes", () => {
    for (const level of [1, 2, 3, 4, 5, 6, 7]) expect(isScreamLevel(level)).toBe(true);
    for (const bad of [0, 8, 3.5, -1, Number.NaN, "3", null, undefined]) expect(isScreamLevel(bad)).toBe(false);
  });

  it("normalises any number onto the meter", () => {
    expect(toScreamLevel(-3)).toBe(1);
    expect(toScreamLevel(6.6)).toBe(7);
    expect(toScreamLevel(Infinity)).toBe(1);
  });

  it("raises by one per press and wraps from 7 to 1", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(nextScreamLevel)).toEqual([2, 3, 4, 5, 6, 7, 1]);
  });

  it("cycles through all seven levels in seven presses", () => {
    let level = nextScreamLevel(SCREAM_MIN);
    const seen = [SCREAM_MIN as number];
    while (level !== SCREAM_MIN) {
      seen.push(level);
      level = nextScreamLevel(level);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("recovers from a garbage level", () => {
    expect(nextScreamLevel(Number.NaN)).toBe(2);
    expect(nextScreamLevel(12)).toBe(1);
  });
});

describe("formatVoteAverage", () => {
  it.each([
    [4, "4.0"],
    [4.25, "4.3"],
    [4.35, "4.4"],
    [4.04, "4.0"],
    [6.96, "7.0"],
    [0, "0.0"],
  ])("shows %f as %s", (average, shown) => {
    expect(formatVoteAverage(average)).toBe(shown);
  });

  it("shows 0.0 when there is no average", () => {
    expect(formatVoteAverage(null)).toBe("0.0");
    expect(formatVoteAverage(undefined)).toBe("0.0");
    expect(formatVoteAverage(Number.NaN)).toBe("0.0");
  });
});
