import { XP_ACTIONS } from "@/shared/xp-actions";
import type { AwardResult } from "@/shared/xp-award";
import { toast } from "@/web/lib/toast";
import { type CelebrateOptions, fireConfetti, XP_TEXT } from "./xp-celebration";

/**
 * The toasts of an award (celebrateXp): 'XP Earned!' for the action, one per further line (a streak
 * reward), one per badge unlocked, each with confetti. lib/toast.ts downloads sonner at the first
 * toast.
 */
export async function showToasts(outcome: AwardResult, options: CelebrateOptions) {
  toast.success(options.title ?? XP_TEXT.earnedTitle, {
    description: options.description ?? XP_TEXT.earned(outcome.points, outcome.action),
  });
  // The first line is the action itself; badge unlocks get their own toast below.
  for (const line of outcome.awards.slice(1)) {
    if (line.action === XP_ACTIONS.unlockBadge) continue;
    toast.success(XP_TEXT.earnedTitle, { description: XP_TEXT.earned(line.points, line.action) });
  }
  void fireConfetti();
  outcome.newBadges.forEach((badge, index) => {
    toast.success(XP_TEXT.badgeTitle(badge.badgeName), { description: XP_TEXT.badge });
    setTimeout(() => void fireConfetti(), 600 * (index + 1));
  });
}
