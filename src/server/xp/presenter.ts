import type { EarnedBadge, MyXp } from "@/shared/contract/me";
import type { EngagementRow } from "@/shared/contract/xp";
import type { LevelProgress } from "@/shared/xp-levels";

export const presentMatrixRow = (row: {
  engagementAction: string;
  points: number;
  category: string;
}): EngagementRow => ({
  action: row.engagementAction,
  points: row.points,
  category: row.category,
});

export const presentBadge = (row: {
  badgeId: number;
  badgeName: string;
  badgeUrl: string;
  description: string;
  awardedAt: Date;
}): EarnedBadge => ({
  badgeId: row.badgeId,
  badgeName: row.badgeName,
  badgeUrl: row.badgeUrl,
  description: row.description,
  awardedAt: row.awardedAt.toISOString(),
});

export const presentMyXp = (xpPoints: number, progress: LevelProgress): MyXp => ({
  xpPoints,
  level: progress.level,
  currentMin: progress.currentMin,
  nextLevel: progress.nextLevel,
  nextMin: progress.nextMin,
  progressPercent: progress.progressPercent,
  pointsToNext: progress.pointsToNext,
});
