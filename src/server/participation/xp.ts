import type { XpActionName } from "@/shared/xp-actions";
import type { SessionUser } from "../auth/guards";
import type { AppDeps } from "../context";
import { type AwardOptions, type AwardOutcome, award } from "../xp/engine";
import { canEarnXp } from "../xp/policy";

/**
 * Pays a participation action's XP after its own write. XP is the fans' game (xp/policy.ts): an
 * artist or admin may still follow, post or RSVP, but their answer carries `xp: null`, as /api/me
 * does for the avatar reward.
 */
export async function awardFan(
  deps: Pick<AppDeps, "db" | "logger">,
  user: Pick<SessionUser, "id" | "role">,
  action: XpActionName,
  options: AwardOptions = {},
): Promise<AwardOutcome | null> {
  if (!canEarnXp(user)) return null;
  return award(deps.db.db, deps.logger, user.id, action, options);
}
