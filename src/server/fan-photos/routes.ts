import { deleteFanPhoto as deleteFanPhotoRoute } from "@/shared/contract/fan-photos";
import { requireUser, signedIn } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { deleteFanPhoto } from "./service";

/** DELETE /api/fan-photos/{id}: the uploader or an admin takes a photo down (file included). */
export function fanPhotoRoutes() {
  const router = createRouter();
  router.openapi({ ...deleteFanPhotoRoute, middleware: [signedIn()] }, async (c) => {
    const user = await requireUser(c);
    const { db, storage, logger } = c.get("deps");
    const imageUrl = await deleteFanPhoto(db.db, user, c.req.valid("param").id);
    const stored = storage.locate(imageUrl);
    if (stored) {
      await storage.delete(stored.bucket, stored.key).catch((error: unknown) => {
        logger.warn({ err: error, url: imageUrl }, "could not delete a fan photo's file");
      });
    }
    return c.body(null, 204);
  });
  return router;
}
