import { type Context, Hono } from "hono";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { idOrNotFound } from "../lib/ids";
import { existingEntityId } from "../participation/entities";
import { perUserLimits, RATE_RULES } from "../participation/limits";
import { uploadLimit } from "../participation/uploads";
import { awardFan } from "../participation/xp";
import { FAN_PHOTO_MAX_BYTES, FAN_PHOTO_TOO_LARGE, readFanPhoto, storeFanPhoto } from "./image";
import { presentFanPhoto } from "./presenter";
import { deleteFanPhoto, FAN_PHOTO_NOT_FOUND, insertFanPhoto } from "./service";

/**
 * POST /api/bands/:id/fan-photos (001 §2 'Gigs & Highlights'): a fan's photo of the band, multipart
 * field `file`. The Fan Pics carousel lists them through GET /api/bands/:id/photos.
 */
export function bandFanPhotoRoutes() {
  return new Hono<AppEnv>().post(
    "/:id/fan-photos",
    signedIn(),
    uploadLimit(FAN_PHOTO_MAX_BYTES, FAN_PHOTO_TOO_LARGE),
    async (c, next) => {
      // An unknown band is a 404 before the upload counts against the fan's hourly limit.
      await existingEntityId(c.get("deps").db.db, "band", c.req.param("id"));
      return next();
    },
    perUserLimits(RATE_RULES.fanPhoto),
    async (c) => {
      const user = await requireUser(c);
      const deps = c.get("deps");
      const bandId = idOrNotFound(c.req.param("id"), "Band not found");
      const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const image = await storeFanPhoto(deps.storage, await readFanPhoto(body));
      const { photo, author } = await insertFanPhoto(deps.db.db, {
        userId: user.id,
        bandId,
        imageUrl: image.url,
        width: image.width,
        height: image.height,
      });
      const xp = await awardFan(deps, user, XP_ACTIONS.uploadFanPhotos);
      return c.json({ photo: presentFanPhoto(photo, author), xp }, 201);
    },
  );
}

/** DELETE /api/fan-photos/:id: the uploader or an admin takes a photo down (file included). */
export function fanPhotoRoutes() {
  const photoId = (c: Context<AppEnv>) => idOrNotFound(c.req.param("id"), FAN_PHOTO_NOT_FOUND);
  return new Hono<AppEnv>().delete("/:id", signedIn(), async (c) => {
    const user = await requireUser(c);
    const { db, storage, logger } = c.get("deps");
    const imageUrl = await deleteFanPhoto(db.db, user, photoId(c));
    const stored = storage.locate(imageUrl);
    if (stored) {
      await storage.delete(stored.bucket, stored.key).catch((error: unknown) => {
        logger.warn({ err: error, url: imageUrl }, "could not delete a fan photo's file");
      });
    }
    return c.body(null, 204);
  });
}
