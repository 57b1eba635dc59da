import type { UploadedImage } from "@/shared/contract/uploads";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/shared/validation";
import { api } from "./api";
import { ApiError } from "./api-client";

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
