/**
 * The Scream-O-Meter (001 §4, §9): a fan's vote for a band or artist on a 7-level meter.
 * The labels are the spec's exact strings, typographic ellipsis '…' and straight apostrophes included,
 * because end-to-end tests and fans both read them verbatim.
 */

export const SCREAM_MIN = 1;
export const SCREAM_MAX = 7;

export type ScreamLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const SCREAM_LABELS: Readonly<Record<ScreamLevel, string>> = {
  1: "Sigh… cool, I guess",
  2: "Mild claps, bro",
  3: "Hmm… this slaps",
  4: "Oof. That hit!",
  5: "Screamin' internally",
  6: "MY EARS SAID YES",
  7: "Yaaaargh. I'm their numbah 1 faaaan",
};

/** A whole number from 1 to 7: what the vote routes accept and what the database stores. */
export function isScreamLevel(value: unknown): value is ScreamLevel {
  return typeof value === "number" && Number.isInteger(value) && value >= SCREAM_MIN && value <= SCREAM_MAX;
}

/**
 * Rounds and clamps any number onto the meter, so a label is always shown (an average of 4.4 reads
 * as level 4). Non-numbers fall to the bottom of the meter, where a fresh meter starts.
 */
export function toScreamLevel(value: number): ScreamLevel {
  if (!Number.isFinite(value)) return SCREAM_MIN;
  return Math.min(SCREAM_MAX, Math.max(SCREAM_MIN, Math.round(value))) as ScreamLevel;
}

export function screamLabel(level: number): string {
  return SCREAM_LABELS[toScreamLevel(level)];
}

/** Each 'Scream!' press raises the meter by one, wrapping from 7 back to 1. */
export function nextScreamLevel(level: number): ScreamLevel {
  const current = toScreamLevel(level);
  return current === SCREAM_MAX ? SCREAM_MIN : ((current + 1) as ScreamLevel);
}

/** The average shown on cards and profiles, one decimal: 4.25 → '4.3', null (no votes) → '0.0'. */
export function formatVoteAverage(average: number | null | undefined): string {
  if (average === null || average === undefined || !Number.isFinite(average)) return "0.0";
  // Rounding through ×10 first keeps halves going up (toFixed alone turns 4.35 into '4.3').
  return (Math.round(average * 10) / 10).toFixed(1);
}
