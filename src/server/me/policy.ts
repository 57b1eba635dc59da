import type { SessionUser } from "../auth/guards";

/**
 * Who may do what with their own profile (000 §5, §6). There is no rule about other people's
 * profiles because no write route takes a user id: every write is to the signed-in user's own row.
 * Who is paid for a new avatar is xp/policy.ts's canEarnXp, through participation/xp.ts's awardFan.
 */

/** Only fans have a city (the fans row holds it). */
export const canHaveCity = (user: Pick<SessionUser, "role">) => user.role === "fan";
