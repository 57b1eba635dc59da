import type { SessionUser } from "../auth/guards";

/**
 * Who may do what with their own profile (000 §5, §6). There is no rule about other people's
 * profiles because no write route takes a user id: every write is to the signed-in user's own row.
 */

/** Only fans have a city (the fans row holds it). */
export const canHaveCity = (user: Pick<SessionUser, "role">) => user.role === "fan";

/** Only fans earn XP, so only they are paid for a new avatar. */
export const earnsXp = (user: Pick<SessionUser, "role">) => user.role === "fan";
