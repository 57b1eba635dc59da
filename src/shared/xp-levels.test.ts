import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL, type LevelRow, levelFor, levelMatrixProblems, levelProgress } from "./xp-levels";

const MATRIX: LevelRow[] = [
  { level: 1, minPoints: 0, maxPoints: 99 },
  { level: 2, minPoints: 100, maxPoints: 249 },
  { level: 3, minPoints: 250, maxPoints: 499 },
  { level: 4, minPoints: 500, maxPoints: null },
];
const SHUFFLED = [MATRIX[2], MATRIX[0], MATRIX[3], MATRIX[1]] as LevelRow[];

describe("levelFor", () => {
  it.each([
    [0, 1],
    [1, 1],
    [99, 1],
    [100, 2],
    [249, 2],
    [250, 3],
    [499, 3],
    [500, 4],
    [1_000_000, 4],
  ])("puts %i XP at level %i (both ends of a range are inclusive)", (xp, level) => {
    expect(levelFor(xp, MATRIX).level).toBe(level);
    expect(levelFor(xp, SHUFFLED).level).toBe(level);
  });

  it("returns the matching row itself", () => {
    expect(levelFor(120, MATRIX)).toEqual({ level: 2, minPoints: 100, maxPoints: 249 });
  });

  it("defaults to level 1 for negative XP", () => {
    expect(levelFor(-1, MATRIX)).toEqual(MATRIX[0]);
    expect(levelFor(-500, SHUFFLED).level).toBe(DEFAULT_LEVEL);
  });

  it("defaults to level 1 with no matrix", () => {
    expect(levelFor(300, [])).toEqual({ level: 1, minPoints: 0, maxPoints: null });
  });

  it("defaults to level 1 when XP falls in a gap of the matrix", () => {
    const gapped: LevelRow[] = [
      { level: 1, minPoints: 0, maxPoints: 99 },
      { level: 2, minPoints: 150, maxPoints: null },
    ];
    expect(levelFor(120, gapped).level).toBe(1);
    expect(levelFor(150, gapped).level).toBe(2);
  });

  it("defaults to a synthetic level 1 when the matrix lacks level 1", () => {
    expect(levelFor(5, [{ level: 2, minPoints: 100, maxPoints: null }])).toEqual({
      level: 1,
      minPoints: 0,
      maxPoints: null,
    });
  });

  it("resolves overlapping rows to the higher level", () => {
    const overlapping: LevelRow[] = [
      { level: 1, minPoints: 0, maxPoints: 100 },
      { level: 2, minPoints: 100, maxPoints: null },
    ];
    expect(levelFor(100, overlapping).level).toBe(2);
  });

  it("treats NaN XP as matching nothing", () => {
    expect(levelFor(Number.NaN, MATRIX).level).toBe(1);
  });
});

describe("levelProgress", () => {
  it("starts a level at 0 % with the whole span to go", () => {
    expect(levelProgress(100, MATRIX)).toEqual({
      level: 2,
      currentMin: 100,
      nextLevel: 3,
      nextMin: 250,
      progressPercent: 0,
      pointsToNext: 150,
    });
  });

  it("computes (xp − min) / (next min − min)", () => {
    expect(levelProgress(0, MATRIX)).toMatchObject({ level: 1, progressPercent: 0, pointsToNext: 100 });
    expect(levelProgress(50, MATRIX)).toMatchObject({ level: 1, progressPercent: 50, pointsToNext: 50 });
    expect(levelProgress(175, MATRIX)).toMatchObject({ level: 2, progressPercent: 50, pointsToNext: 75 });
  });

  it("floors, so the bar is below 100 % until the level changes", () => {
    expect(levelProgress(99, MATRIX)).toMatchObject({ level: 1, progressPercent: 99, pointsToNext: 1 });
    expect(levelProgress(249, MATRIX)).toMatchObject({ level: 2, progressPercent: 99, pointsToNext: 1 });
    expect(levelProgress(250, MATRIX)).toMatchObject({ level: 3, progressPercent: 0, pointsToNext: 250 });
  });

  it("is 100 % with 0 to go at the top level", () => {
    for (const xp of [500, 501, 99_999]) {
      expect(levelProgress(xp, MATRIX)).toEqual({
        level: 4,
        currentMin: 500,
        nextLevel: null,
        nextMin: null,
        progressPercent: 100,
        pointsToNext: 0,
      });
    }
  });

  it("clamps negative XP to 0 %", () => {
    expect(levelProgress(-20, MATRIX)).toMatchObject({ level: 1, progressPercent: 0, pointsToNext: 120 });
  });

  it("works on unsorted rows", () => {
    expect(levelProgress(175, SHUFFLED)).toEqual(levelProgress(175, MATRIX));
    expect(levelProgress(600, SHUFFLED)).toEqual(levelProgress(600, MATRIX));
  });

  it("treats an empty matrix as a single open-ended level 1", () => {
    expect(levelProgress(42, [])).toEqual({
      level: 1,
      currentMin: 0,
      nextLevel: null,
      nextMin: null,
      progressPercent: 100,
      pointsToNext: 0,
    });
  });

  it("takes the next level by number even when numbers skip", () => {
    const skipping: LevelRow[] = [
      { level: 1, minPoints: 0, maxPoints: 9 },
      { level: 3, minPoints: 10, maxPoints: null },
    ];
    expect(levelProgress(5, skipping)).toMatchObject({ nextLevel: 3, nextMin: 10, progressPercent: 50 });
  });

  it("never divides by zero on a degenerate matrix", () => {
    const flat: LevelRow[] = [
      { level: 1, minPoints: 0, maxPoints: 0 },
      { level: 2, minPoints: 0, maxPoints: null },
    ];
    expect(levelProgress(0, flat)).toMatchObject({ level: 2, progressPercent: 100, pointsToNext: 0 });
  });

  it("stays within bounds for XP in a gap", () => {
    const gapped: LevelRow[] = [
      { level: 1, minPoints: 0, maxPoints: 99 },
      { level: 2, minPoints: 150, maxPoints: null },
    ];
    expect(levelProgress(120, gapped)).toMatchObject({ level: 1, progressPercent: 80, pointsToNext: 30 });
    expect(levelProgress(Number.NaN, MATRIX)).toMatchObject({ level: 1, progressPercent: 0, pointsToNext: 0 });
  });
});

describe("levelMatrixProblems", () => {
  it("passes a contiguous matrix that starts at 0 and ends open", () => {
    expect(levelMatrixProblems(MATRIX)).toEqual([]);
    expect(levelMatrixProblems(SHUFFLED)).toEqual([]);
  });

  it("reports an empty matrix", () => {
    expect(levelMatrixProblems([])).toEqual(["the matrix is empty"]);
  });

  it("reports gaps, overlaps, closed tops and bad starts", () => {
    expect(
      levelMatrixProblems([
        { level: 1, minPoints: 10, maxPoints: 99 },
        { level: 2, minPoints: 120, maxPoints: 200 },
        { level: 3, minPoints: 150, maxPoints: 100 },
      ]),
    ).toEqual([
      "level 1 starts at 10, not 0",
      "level 1 ends at 99 but level 2 starts at 120",
      "level 2 ends at 200 but level 3 starts at 150",
      "level 3 ends (100) before it starts (150)",
      "the top level 3 is not open-ended",
    ]);
  });

  it("reports skipped level numbers and an open-ended middle level", () => {
    expect(
      levelMatrixProblems([
        { level: 2, minPoints: 0, maxPoints: null },
        { level: 4, minPoints: 100, maxPoints: null },
      ]),
    ).toEqual([
      "the first level is 2, not 1",
      "level 2 is followed by level 4",
      "level 2 is open-ended but is not the top level",
    ]);
  });
});
