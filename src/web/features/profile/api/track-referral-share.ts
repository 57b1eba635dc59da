import { apiFetch } from "@/web/lib/api-client";

export type ReferralChannel = "copy" | "twitter" | "facebook" | "whatsapp" | "email";

/**
 * POST /api/xp/share for an invite: the server pays "Share 'Join our tribe' referral link" once per
 * channel and announces it over the live XP events. A failure costs the fan nothing but the points,
 * so it never interrupts the share itself.
 */
export function trackReferralShare(channel: ReferralChannel) {
  apiFetch("/api/xp/share", { method: "POST", body: { entityType: "referral", channel } }).catch(() => undefined);
}
