import { XP_ACTIONS, type XpActionName } from "./xp-actions";

/**
 * Sharing rewards (001 §2 Share menu, 000 §2 Invite Friends). A share happens in the browser, so the
 * server can only check that the shared thing exists and pay each share once; these rules map a
 * share to its canonical engagement action and its once-only subject.
 */
export const SHARE_ENTITY_TYPES = ["band", "artist", "event", "venue", "blog", "post", "referral"] as const;
export type ShareEntityType = (typeof SHARE_ENTITY_TYPES)[number];

export const SHARE_CHANNELS = ["copy", "twitter", "facebook", "whatsapp", "email", "native"] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

const CHANNEL_ACTIONS: Record<ShareChannel, XpActionName> = {
  // Copying the link and the phone's own share sheet are both "sharing a link".
  copy: XP_ACTIONS.shareLink,
  native: XP_ACTIONS.shareLink,
  twitter: XP_ACTIONS.shareTwitter,
  facebook: XP_ACTIONS.shareFacebook,
  whatsapp: XP_ACTIONS.shareWhatsApp,
  email: XP_ACTIONS.shareEmail,
};

/** Gig shares pay 'Share Event' and invite links the referral share, whatever the channel. */
export function shareAction(entityType: ShareEntityType, channel: ShareChannel): XpActionName {
  if (entityType === "event") return XP_ACTIONS.shareEvent;
  if (entityType === "referral") return XP_ACTIONS.shareReferral;
  return CHANNEL_ACTIONS[channel];
}

/**
 * The subject a share is paid once for. The action already names the channel, so one subject per
 * shared thing is enough: a band shared to Twitter and to WhatsApp pays both actions once each,
 * copying its link and using the share sheet (both 'Share Link') pay once. 'Share Event' is paid once
 * per gig whatever the channel. Referral links carry a fresh random code each time (000 §2), which
 * would make every click a new subject, so the invite is paid once per channel instead.
 */
export function shareSubjectKey(
  entityType: ShareEntityType,
  entityId: string | undefined,
  channel: ShareChannel,
): string {
  if (entityType === "referral") return `referral:${channel}`;
  return `${entityType}:${entityId}`;
}
