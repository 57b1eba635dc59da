/**
 * Who may register through a referral link, and who is paid for it (issue 7). Anyone may join
 * through a link; only a real fan account is paid, and never for signing themselves up.
 */
import type { SessionUser } from "../auth/guards";
import { forbidden } from "../lib/errors";
import { canEarnXp } from "../xp/policy";

export const OWN_LINK_MESSAGE = "You can't join through your own referral link.";

/** A signed-in member opening their own link (to try it) must not create an account that pays them. */
export function assertNotOwnLink(viewer: Pick<SessionUser, "id"> | null, referrerId: string) {
  if (viewer && viewer.id.toLowerCase() === referrerId.toLowerCase()) throw forbidden(OWN_LINK_MESSAGE);
}

export interface Referrer {
  id: string;
  role: SessionUser["role"];
  userType: "real" | "system";
}

/** 'Referred friend registered' goes to a real fan, for somebody other than themselves. */
export const canBePaidForReferral = (referrer: Referrer, newUserId: string) =>
  referrer.userType === "real" && canEarnXp(referrer) && referrer.id !== newUserId;
