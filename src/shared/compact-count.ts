/**
 * '1.2K', '3.4L', '1Cr': a count as Intl.NumberFormat("en-IN", { notation: "compact",
 * maximumFractionDigits: 1 }) writes it, without Intl for the counts a page shows.
 *
 * The browser's first Intl.NumberFormat loads its number data: 60–220 ms of main thread on a phone
 * (4× CPU), inside the band page's hydration, for one fan count (issue 20, TBT). The unit test
 * checks every count below 200,000 and samples up to 10 billion against Intl itself; anything
 * else (negative, fractional, from 10 billion on) still goes through Intl.
 */

// en-IN's compact units: thousand, lakh, crore, each used up to the next one.
const UNITS = [
  { size: 1e3, suffix: "K" },
  { size: 1e5, suffix: "L" },
  { size: 1e7, suffix: "Cr" },
] as const;
const LIMIT = 1e10; // From here Intl writes '1KCr', '1LCr'…

let intl: Intl.NumberFormat | undefined;

export function formatCompactCount(count: number): string {
  if (!Number.isInteger(count) || count < 0 || count >= LIMIT) {
    intl ??= new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });
    return intl.format(count);
  }
  if (count < 1000) return String(count);
  let unit = UNITS.findLastIndex(({ size }) => count >= size);
  // Tenths of the unit, rounded half up (Intl's default halfExpand) from exact integers.
  let tenths = Math.round(count / (UNITS[unit]!.size / 10));
  // Rounding up into the next unit writes it in that one: 99,999 is '1L' as in Intl, not '100K'.
  const next = UNITS[unit + 1];
  if (next && (tenths / 10) * UNITS[unit]!.size >= next.size) {
    unit += 1;
    tenths = Math.round(count / (next.size / 10));
  }
  return `${tenths / 10}${UNITS[unit]!.suffix}`;
}
