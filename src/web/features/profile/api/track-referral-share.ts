import { api } from "@/web/lib/api";

export type ReferralChannel = "copy" | "twitter" | "facebook" | "whatsapp" | "email";

/**
 * POST /api/xp/share for an invite: the server pays "Share 'Join our tribe' referral link" once per
 * channel and announces it over the live XP events. A failure costs the fan nothing but the points,
 * so it never interrupts the share itself.
 */
export function trackReferralShare(channel: ReferralChannel) {
  api("POST /api/xp/share", { body: { entityType: "referral", channel } }).catch(() => undefined);
}
