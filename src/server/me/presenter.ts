import type { Me } from "@/shared/contract/me";
import type { Role } from "@/shared/contract/users";
import { type LevelRow, levelProgress } from "@/shared/xp-levels";
import { presentSessionUser } from "../auth/presenter";

export interface MeRow {
  id: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  displayName: string | null;
  name: string | null;
  avatarUrl: string | null;
  createdAt: Date;
}

export interface FanRow {
  xpPoints: number;
  city: string | null;
  onboardingComplete: boolean;
  showOnLeaderboards: boolean;
  showCityAndXp: boolean;
}

/**
 * GET /api/me: the signed-in user's own account as get-session shows it (their e-mail included: it
 * is theirs) and, for fans, their XP standing. Other roles get `fan: null` even when an old fans row exists.
 */
export function presentMe(user: MeRow, fan: FanRow | undefined, levels: readonly LevelRow[]): Me {
  const progress = fan && user.role === "fan" ? levelProgress(fan.xpPoints, levels) : undefined;
  return {
    user: presentSessionUser(user),
    fan:
      fan && progress
        ? {
            xpPoints: fan.xpPoints,
            city: fan.city,
            onboardingComplete: fan.onboardingComplete,
            showOnLeaderboards: fan.showOnLeaderboards,
            showCityAndXp: fan.showCityAndXp,
            level: progress.level,
            progressPercent: progress.progressPercent,
            pointsToNext: progress.pointsToNext,
          }
        : null,
  };
}
