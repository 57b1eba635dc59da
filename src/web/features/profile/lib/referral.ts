import { PRODUCT_NAME } from "@/shared/product";

/** crypto.randomUUID exists only on https and localhost; a LAN address over http still needs a fresh id. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 000 §2: /profile/{userId}/{randomUuid}/registration1, with a fresh random id for every link. */
export function referralLink(userId: string, origin = window.location.origin): string {
  return `${origin}/profile/${encodeURIComponent(userId)}/${randomUuid()}/registration1`;
}

export const INVITE_TEXT = `Join me on ${PRODUCT_NAME}, the tribe for India's indie music scene! Discover artists, scream for your favourites and earn tribe points.`;

/** Where each external share opens: a microblog, a social network, a messaging app, and mail. */
export const shareTargets = {
  twitter: (link: string) =>
    `https://twitter.com/intent/tweet?${new URLSearchParams({ text: INVITE_TEXT, url: link })}`,
  facebook: (link: string) => `https://www.facebook.com/sharer/sharer.php?${new URLSearchParams({ u: link })}`,
  whatsapp: (link: string) => `https://wa.me/?${new URLSearchParams({ text: `${INVITE_TEXT} ${link}` })}`,
  email: (link: string) =>
    `mailto:?subject=${encodeURIComponent(`Join me on ${PRODUCT_NAME}`)}&body=${encodeURIComponent(`${INVITE_TEXT}\n\n${link}`)}`,
};
