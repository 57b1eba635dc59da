import type { XpActionName } from "./xp-actions";

/**
 * What an XP award did, as the server's responses and realtime events report it, so the browser can
 * celebrate and update the XP figure without asking again.
 */
export interface EarnedBadge {
  badgeId: number;
  badgeName: string;
  badgeUrl: string;
}

export interface AwardLine {
  action: XpActionName;
  points: number;
}

export interface AwardResult {
  awarded: true;
  /** The action the caller asked for, and what it paid on its own. */
  action: XpActionName;
  points: number;
  /** Every award this call made: the action's own first, then badge unlocks and a streak reward. */
  awards: AwardLine[];
  /** The fan's XP after the award. */
  totalXp: number;
  newBadges: EarnedBadge[];
  level: number;
  previousLevel: number;
}

/**
 * Why nothing was paid: an action the matrix lacks, the same action within 60 s, a once-only reward
 * already paid, no such account, or a failure (logged on the server; the action itself still stood).
 */
export type SkipReason = "unknown_action" | "duplicate_window" | "already_paid" | "no_account" | "error";

export type AwardOutcome = AwardResult | { awarded: false; reason: SkipReason };

/** The `data` of an `xp` event on the private `user:{id}` realtime topic. */
export interface XpEventData {
  xpPoints: number;
  level: number;
  awards: AwardLine[];
  newBadges: EarnedBadge[];
}

/** Total points of one award call, badge and streak rewards included. */
export const totalPoints = (result: Pick<AwardResult, "awards">): number =>
  result.awards.reduce((sum, line) => sum + line.points, 0);
