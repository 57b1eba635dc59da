/**
 * The plain facts of posts, comments and fan photos (001 §3, §5), without zod: the browser imports
 * them on every page with a thread, the schemas (validation/community.ts) only when a form opens.
 */
export const POST_MAX_LENGTH = 2000;
export const COMMENT_MAX_LENGTH = 1000;

/** Every post category the spec names (001 §3), with its label. */
export const POST_CATEGORY_LABELS = {
  general: "General",
  "fan-art": "Fan Art",
  discussion: "Discussion",
  gossip: "Gossip",
  "gig-talk": "Gig Talk",
  tickets: "Tickets",
  location: "Location",
  amenities: "Amenities",
  buddy: "Buddy Up",
  venue: "Venue",
} as const;
export type PostCategory = keyof typeof POST_CATEGORY_LABELS;
export const POST_CATEGORIES = Object.keys(POST_CATEGORY_LABELS) as [PostCategory, ...PostCategory[]];

export const POST_ENTITY_TYPES = ["band", "artist", "event", "venue"] as const;
export type PostEntityType = (typeof POST_ENTITY_TYPES)[number];

/** Fan photos (001 §5): JPG, JPEG, PNG or GIF only. */
export const FAN_PHOTO_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const FAN_PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "gif"] as const;

/**
 * Whether a chosen file may be uploaded as a fan photo. The MIME type decides when the browser gives
 * one; the extension only when it does not. The server must still check the bytes it receives.
 */
export function isFanPhotoFile(file: { type?: string | null; name?: string | null }): boolean {
  const type = file.type?.trim().toLowerCase();
  if (type) return (FAN_PHOTO_MIME_TYPES as readonly string[]).includes(type);
  const extension = file.name?.split(".").pop()?.toLowerCase() ?? "";
  return !!file.name?.includes(".") && (FAN_PHOTO_EXTENSIONS as readonly string[]).includes(extension);
}
