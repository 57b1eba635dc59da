import { createMiddleware } from "hono/factory";
import { uploadBandFanPhoto } from "@/shared/contract/bands";
import { FAN_PHOTO_TOO_LARGE, MAX_IMAGE_BYTES } from "@/shared/validation";
import { XP_ACTIONS } from "@/shared/xp-actions";
import { requireUser, signedIn } from "../auth/guards";
import type { AppEnv } from "../context";
import { readFanPhoto, storeFanPhoto } from "../fan-photos/image";
import { presentFanPhoto } from "../fan-photos/presenter";
import { insertFanPhoto } from "../fan-photos/service";
import { createRouter } from "../lib/openapi";
import { existingEntityId } from "../participation/entities";
import { perUserLimits, RATE_RULES } from "../participation/limits";
import { uploadLimit } from "../participation/uploads";
import { awardFan } from "../participation/xp";

const existingBand = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    await existingEntityId(c.get("deps").db.db, "band", c.req.param("id"));
    return next();
  });

/**
 * POST /api/bands/{id}/fan-photos (001 §2 'Gigs & Highlights'): a fan's photo of the band, multipart
 * field `file`. The Fan Pics carousel lists them through GET /api/bands/{id}/photos; taking one
 * down is /api/fan-photos/{id}. Storage and the photo's rules live in src/server/fan-photos.
 */
export function bandFanPhotoRoutes() {
  const router = createRouter();
  const middleware = [
    signedIn(),
    uploadLimit(MAX_IMAGE_BYTES, FAN_PHOTO_TOO_LARGE),
    // An unknown band is a 404 before the upload counts against the fan's hourly limit.
    existingBand(),
    perUserLimits(RATE_RULES.fanPhoto),
  ];
  router.openapi({ ...uploadBandFanPhoto, middleware }, async (c) => {
    const user = await requireUser(c);
    const deps = c.get("deps");
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const image = await storeFanPhoto(deps.storage, await readFanPhoto(body));
    const { photo, author } = await insertFanPhoto(deps.db.db, {
      userId: user.id,
      bandId: c.req.valid("param").id,
      imageUrl: image.url,
      width: image.width,
      height: image.height,
    });
    const xp = await awardFan(deps, user, XP_ACTIONS.uploadFanPhotos);
    return c.json({ photo: presentFanPhoto(photo, author), xp }, 201);
  });
  return router;
}
