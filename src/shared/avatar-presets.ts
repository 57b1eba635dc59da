/**
 * The six preset avatars of the avatar picker (000 §2, §9). The images are our own static files
 * (src/web/public/avatars); the server only ever stores one of these paths for a preset choice.
 */
export const AVATAR_PRESETS = [
  { id: 1, label: "Microphone", url: "/avatars/preset-1.svg" },
  { id: 2, label: "Guitar", url: "/avatars/preset-2.svg" },
  { id: 3, label: "Headphones", url: "/avatars/preset-3.svg" },
  { id: 4, label: "Drum", url: "/avatars/preset-4.svg" },
  { id: 5, label: "Vinyl record", url: "/avatars/preset-5.svg" },
  { id: 6, label: "Music notes", url: "/avatars/preset-6.svg" },
] as const;

export type AvatarPresetId = (typeof AVATAR_PRESETS)[number]["id"];

export function presetUrl(id: AvatarPresetId): string {
  return AVATAR_PRESETS.find((preset) => preset.id === id)!.url;
}

/** The preset an avatar URL is, if any (to mark the current choice in the picker). */
export function presetOf(url: string | null | undefined): AvatarPresetId | undefined {
  return AVATAR_PRESETS.find((preset) => preset.url === url)?.id;
}

/** Uploaded avatars: 000 §5 shows no limit; a profile picture needs far less than a phone photo. */
export const AVATAR_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "The image is too large. The limit is 5 MB.";
