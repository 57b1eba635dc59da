/**
 * XP levels (see docs/decisions/xp-levels-and-badges.md). Ranges are inclusive and contiguous
 * (each min is the previous max + 1); the last level has no ceiling.
 *
 * Shape: the first steps are short so a new fan levels up within a session or two (the onboarding
 * alone pays 50 XP, which is level 2), then each level needs roughly 1.5x the previous one, so the
 * top of the table takes months of steady gig-going, voting and posting.
 *
 *   level  1      0 –   49    a fresh sign-up
 *   level  2     50 –  149    finished onboarding
 *   level  3    150 –  299    a few follows, votes and an RSVP
 *   level  4    300 –  499
 *   level  5    500 –  799    first badges unlocked (each pays 50)
 *   level  6    800 – 1199
 *   level  7   1200 – 1799
 *   level  8   1800 – 2599
 *   level  9   2600 – 3599
 *   level 10   3600 –  …      open-ended
 */
export const LEVEL_MATRIX: readonly { level: number; minPoints: number; maxPoints: number | null }[] = [
  { level: 1, minPoints: 0, maxPoints: 49 },
  { level: 2, minPoints: 50, maxPoints: 149 },
  { level: 3, minPoints: 150, maxPoints: 299 },
  { level: 4, minPoints: 300, maxPoints: 499 },
  { level: 5, minPoints: 500, maxPoints: 799 },
  { level: 6, minPoints: 800, maxPoints: 1199 },
  { level: 7, minPoints: 1200, maxPoints: 1799 },
  { level: 8, minPoints: 1800, maxPoints: 2599 },
  { level: 9, minPoints: 2600, maxPoints: 3599 },
  { level: 10, minPoints: 3600, maxPoints: null },
];
