/**
 * Upload size caps. The server enforces them; the browser checks the same numbers first, so a
 * phone never sends a file only to have it refused.
 */

const MB = 1024 * 1024;

/** Phones shoot 4–8 MB photos; 10 MB leaves room without letting one request hog the server. */
export const MAX_IMAGE_MB = 10;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * MB;
/** Band, venue and event images (POST /api/uploads/*). */
export const IMAGE_TOO_LARGE = `Images must be ${MAX_IMAGE_MB} MB or smaller.`;
/** Fan photos share the image cap, in the Fan Pics words. */
export const FAN_PHOTO_TOO_LARGE = `Photos must be ${MAX_IMAGE_MB} MB or smaller.`;

/** A reaction GIF is small; 5 MB is already a long clip. */
export const MAX_GIF_MB = 5;
export const MAX_GIF_BYTES = MAX_GIF_MB * MB;
export const GIF_TOO_LARGE = `GIFs must be ${MAX_GIF_MB} MB or smaller.`;
