/**
 * /api/uploads: multipart image uploads, one file (`file`) per request, checked by its bytes and
 * stored as a WebP copy under a server-made name (001 §7). Served by src/server/uploads.
 */
import { defineRoute, jsonContent, z } from "./define";

export const uploadedImageSchema = z
  .object({ url: z.string(), width: z.number().int(), height: z.number().int() })
  .openapi("UploadedImage");
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

const imageUpload = (
  path: `/api/uploads/${string}`,
  summary: string,
  errors: readonly (401 | 403 | 413 | 415 | 422 | 429)[],
) =>
  defineRoute({
    method: "post",
    path,
    tags: ["Uploads"],
    summary,
    request: {
      body: {
        content: {
          "multipart/form-data": {
            schema: z.object({ file: z.any().optional().openapi({ type: "string", format: "binary" }) }),
          },
        },
      },
    },
    responses: { 201: jsonContent(uploadedImageSchema, "The stored image") },
    errors,
  });

export const uploadBandSubmissionImage = imageUpload(
  "/api/uploads/band-submission-image",
  "A band submission's avatar or banner (signed-in members; rate limited)",
  [401, 413, 415, 422, 429],
);
export const uploadVenueImage = imageUpload(
  "/api/uploads/venue-image",
  "A venue picture (admins and page managers, who may send 60 an hour)",
  [401, 403, 413, 415, 422, 429],
);
export const uploadEventBanner = imageUpload(
  "/api/uploads/event-banner",
  "An event banner (admins)",
  [401, 403, 413, 415, 422],
);
export const uploadBandImage = imageUpload(
  "/api/uploads/band-image",
  "A band avatar or banner, or an artist page's banner (admins, page managers and artists; 60 an hour but for admins)",
  [401, 403, 413, 415, 422, 429],
);

export const routes = { uploadBandSubmissionImage, uploadVenueImage, uploadEventBanner, uploadBandImage };
