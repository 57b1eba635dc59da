import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import {
  uploadBandImage,
  uploadBandSubmissionImage,
  uploadEventBanner,
  uploadVenueImage,
} from "@/shared/contract/uploads";
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from "@/shared/validation";
import { adminOnly, requireUser } from "../auth/guards";
import type { AppEnv } from "../context";
import { forbidden, payloadTooLarge, tooManyRequests, unprocessable } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { canUploadPageImages } from "../pages/policy";
import { managesAnyPage } from "../pages/service";
import { hitRateLimit } from "../rate-limit/limiter";
import { rateLimit } from "../rate-limit/middleware";
import type { Bucket } from "../storage";
import { storeImage } from "./image";

// The multipart envelope (boundaries, part headers) rides on top of the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
const NO_FILE = "Choose an image to upload.";

const imageBodyLimit = () =>
  bodyLimit({
    maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
    onError: () => {
      throw payloadTooLarge(IMAGE_TOO_LARGE);
    },
  });

// Members upload at most a banner and a profile image per submission; this leaves room for retries.
const SUBMISSION_UPLOADS = {
  name: "band-submission-image",
  windowSeconds: 60 * 60,
  max: 20,
  message: "Too many image uploads. Please wait an hour and try again.",
};

// Page managers re-upload while they get a banner right; admins are not limited.
const PAGE_EDITOR_UPLOADS = {
  name: "page-editor-image",
  windowSeconds: 60 * 60,
  max: 60,
  message: "Too many image uploads. Please wait an hour and try again.",
};

/** The edit forms' pictures: admins, page managers and artists (pages/policy.ts), the latter two rate limited. */
const pageEditorsOnly = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await requireUser(c);
    if (user.role === "admin") return next();
    const db = c.get("deps").db.db;
    if (!canUploadPageImages(user, await managesAnyPage(db, user.id))) throw forbidden(PAGE_EDITORS_ONLY);
    const decision = await hitRateLimit(db, PAGE_EDITOR_UPLOADS, user.id);
    if (!decision.allowed) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      throw tooManyRequests(PAGE_EDITOR_UPLOADS.message);
    }
    return next();
  });

export const PAGE_EDITORS_ONLY = "Only admins and the people who run a page can upload its pictures.";

/** Reads the one `file` part of a multipart body, stores it and answers `{ url, width, height }`. */
function storeUpload(bucket: Bucket) {
  return async (c: Context<AppEnv>) => {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = body.file;
    if (!(file instanceof File) || file.size === 0) throw unprocessable(NO_FILE, { file: [NO_FILE] });
    if (file.size > MAX_IMAGE_BYTES) throw payloadTooLarge(IMAGE_TOO_LARGE);
    const image = await storeImage(c.get("deps").storage, bucket, new Uint8Array(await file.arrayBuffer()));
    return c.json(image, 201 as const);
  };
}

/**
 * POST /api/uploads/*: multipart image uploads, one file per request so a form can report each
 * file's outcome. These routes are exempt from the API's 1 MB JSON limit and set their own. No
 * policy or presenter of its own: who may upload is the guard on each route.
 */
export function uploadRoutes() {
  const router = createRouter();
  const signedInUserId = async (c: Context<AppEnv>) => (await requireUser(c)).id;

  // 'Submit Your Band for Review' (001 §7): images go to artist-assets until the band is approved.
  router.openapi(
    {
      ...uploadBandSubmissionImage,
      middleware: [rateLimit(SUBMISSION_UPLOADS, signedInUserId), imageBodyLimit()],
    },
    storeUpload("artist-assets"),
  );

  // Edit forms (001 §7): event banners (admins); venue pictures, band avatars and banners, artist
  // page banners (admins and page managers, issue 12).
  router.openapi({ ...uploadEventBanner, middleware: [adminOnly(), imageBodyLimit()] }, storeUpload("event-banners"));
  router.openapi(
    { ...uploadVenueImage, middleware: [pageEditorsOnly(), imageBodyLimit()] },
    storeUpload("venue-banners"),
  );
  router.openapi({ ...uploadBandImage, middleware: [pageEditorsOnly(), imageBodyLimit()] }, storeUpload("band-assets"));
  return router;
}
