import { describe, expect, it } from "vitest";
import { formatCompactCount } from "./compact-count";

const intl = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

describe("formatCompactCount", () => {
  it("writes every count below 200,000 as Intl's en-IN compact notation does", () => {
    const differing: string[] = [];
    for (let n = 0; n < 200_000; n++) {
      if (formatCompactCount(n) !== intl.format(n))
        differing.push(`${n}: ${formatCompactCount(n)} ≠ ${intl.format(n)}`);
    }
    expect(differing.slice(0, 5)).toEqual([]);
  });

  it("agrees with Intl around every unit boundary and over sampled larger counts", () => {
    const counts = [99_949, 99_950, 99_999, 9_949_999, 9_950_000, 9_999_999, 10_000_000, 99_949_999, 99_950_000];
    for (let exponent = 5; exponent <= 10; exponent++) {
      for (let step = 1; step <= 2_000; step++) counts.push(Math.floor(10 ** exponent * (step / 200) + step * 7));
    }
    for (const n of counts) expect(formatCompactCount(n), String(n)).toBe(intl.format(n));
  });

  it("hands negative, fractional and very large counts to Intl", () => {
    for (const n of [-5, 2.5, 1e10, 1.5e12]) expect(formatCompactCount(n)).toBe(intl.format(n));
  });

  it("writes the examples of the fan count", () => {
    expect([0, 1, 999, 1_000, 1_050, 12_345, 123_456, 12_345_678].map(formatCompactCount)).toEqual([
      "0",
      "1",
      "999",
      "1K",
      "1.1K",
      "12.3K",
      "1.2L",
      "1.2Cr",
    ]);
  });
});
