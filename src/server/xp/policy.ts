import type { Context } from "hono";
import { requireUser, type SessionUser } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden } from "../lib/errors";

/**
 * XP is the fans' game (000 §6: the fan "earns XP"). Admins run the app and artists are there as
 * artists; the client-triggered rewards refuse them, as the profile's avatar reward does.
 */
export const canEarnXp = (user: Pick<SessionUser, "role">) => user.role === "fan";

/** 401 when signed out, 403 for an account that does not earn XP. */
export async function requireXpEarner(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (!canEarnXp(user)) throw forbidden("Only fans earn XP.");
  return user;
}
