/**
 * Level maths of 000 §4, shared by the XP engine (what a fan is) and the XP Club drawer (how far
 * to go), so the two can never disagree. Rows come from user_level_matrix in any order.
 */

export type LevelRow = { level: number; minPoints: number; maxPoints: number | null };

export type LevelProgress = {
  level: number;
  currentMin: number;
  /** The next level's number, null at the top level. */
  nextLevel: number | null;
  nextMin: number | null;
  /** Whole percent 0–100 towards the next level; 100 at the top level. */
  progressPercent: number;
  /** Points still needed, never negative; 0 at the top level. */
  pointsToNext: number;
};

/** A user's XP and where it stands (GET /api/me/xp, the XP Club). */
export type XpStanding = LevelProgress & { xpPoints: number };

export const DEFAULT_LEVEL = 1;

/** The row standing in for level 1 when the matrix has none (empty or missing table). */
const FALLBACK_ROW: LevelRow = { level: DEFAULT_LEVEL, minPoints: 0, maxPoints: null };

function contains(row: LevelRow, xp: number): boolean {
  return xp >= row.minPoints && (row.maxPoints === null || xp <= row.maxPoints);
}

function byLevel(rows: readonly LevelRow[]): LevelRow[] {
  return [...rows].sort((a, b) => a.level - b.level);
}

/**
 * The row whose [minPoints, maxPoints] holds xp (both ends inclusive, null max = open-ended).
 * When none does (negative XP, a gap in the matrix, no matrix) the level is 1, as the spec says:
 * level 1's own row when the matrix has one. Overlapping rows (bad data) resolve to the higher level.
 */
export function levelFor(xp: number, rows: readonly LevelRow[]): LevelRow {
  const sorted = byLevel(rows);
  const matching = sorted.filter((row) => contains(row, xp));
  return matching.at(-1) ?? sorted.find((row) => row.level === DEFAULT_LEVEL) ?? FALLBACK_ROW;
}

/**
 * Where xp stands within its level. Progress is (xp − level min) / (next min − level min), clamped
 * and floored to a whole percent so the bar never reads 100 % before the level actually changes.
 */
export function levelProgress(xp: number, rows: readonly LevelRow[]): LevelProgress {
  const current = levelFor(xp, rows);
  const next = byLevel(rows).find((row) => row.level > current.level);
  const base = { level: current.level, currentMin: current.minPoints };
  if (!next) return { ...base, nextLevel: null, nextMin: null, progressPercent: 100, pointsToNext: 0 };

  const span = next.minPoints - current.minPoints;
  const ratio = span > 0 ? (xp - current.minPoints) / span : 1;
  const progressPercent = Math.floor(Math.min(100, Math.max(0, ratio * 100)));
  return {
    ...base,
    nextLevel: next.level,
    nextMin: next.minPoints,
    progressPercent: Number.isNaN(progressPercent) ? 0 : progressPercent,
    pointsToNext: Math.max(0, next.minPoints - xp) || 0,
  };
}

/**
 * What is wrong with a level matrix, as readable lines (empty when it is sound): the seed and its
 * test use this so a gap or overlap, which would silently drop fans to level 1, fails loudly.
 */
export function levelMatrixProblems(rows: readonly LevelRow[]): string[] {
  const problems: string[] = [];
  const sorted = byLevel(rows);
  if (sorted.length === 0) return ["the matrix is empty"];
  if (sorted[0]?.level !== DEFAULT_LEVEL) problems.push(`the first level is ${sorted[0]?.level}, not 1`);
  if (sorted[0]?.minPoints !== 0) problems.push(`level ${sorted[0]?.level} starts at ${sorted[0]?.minPoints}, not 0`);
  sorted.forEach((row, index) => {
    const next = sorted[index + 1];
    if (row.maxPoints !== null && row.maxPoints < row.minPoints) {
      problems.push(`level ${row.level} ends (${row.maxPoints}) before it starts (${row.minPoints})`);
    }
    if (!next) {
      if (row.maxPoints !== null) problems.push(`the top level ${row.level} is not open-ended`);
      return;
    }
    if (next.level !== row.level + 1) problems.push(`level ${row.level} is followed by level ${next.level}`);
    if (row.maxPoints === null) problems.push(`level ${row.level} is open-ended but is not the top level`);
    else if (next.minPoints !== row.maxPoints + 1) {
      problems.push(`level ${row.level} ends at ${row.maxPoints} but level ${next.level} starts at ${next.minPoints}`);
    }
  });
  return problems;
}
