import type { UploadedImage } from "@/shared/contract/uploads";
import { api } from "./api";
import { ApiError } from "./api-client";

/** The server's cap (uploads/image.ts); checked here too so a phone never sends 30 MB to be refused. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "Images must be 10 MB or smaller.";

export type { UploadedImage };

/** The image upload endpoints, by what the picture is for. */
export type UploadTarget = "band-submission-image" | "venue-image" | "event-banner" | "band-image";

/**
 * Uploads one image (multipart, field `file`) and resolves with its public URL. The server reads the
 * bytes, not the name, and stores a WebP copy under a name of its own.
 */
export async function uploadImage(target: UploadTarget, file: File): Promise<UploadedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, "payload_too_large", IMAGE_TOO_LARGE);
  const body = new FormData();
  body.append("file", file);
  return api(`POST /api/uploads/${target}`, { body });
}
