import type { Me } from "@/shared/contract/me";
import type { Role } from "@/shared/contract/users";
import { type LevelRow, levelProgress } from "@/shared/xp-levels";

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
}

/**
 * GET /api/me: the signed-in user's own account (their e-mail included: it is theirs) and, for
 * fans, their XP standing. Other roles get `fan: null` even when an old fans row exists.
 */
export function presentMe(user: MeRow, fan: FanRow | undefined, levels: readonly LevelRow[]): Me {
  const progress = fan && user.role === "fan" ? levelProgress(fan.xpPoints, levels) : undefined;
  return {
    user: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      role: user.role,
      displayName: user.displayName,
      name: user.name,
      avatarUrl: user.avatarUrl,
      createdAt: user.createdAt.toISOString(),
    },
    fan:
      fan && progress
        ? {
            xpPoints: fan.xpPoints,
            city: fan.city,
            onboardingComplete: fan.onboardingComplete,
            level: progress.level,
            progressPercent: progress.progressPercent,
            pointsToNext: progress.pointsToNext,
          }
        : null,
  };
}
