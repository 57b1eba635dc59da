import { eq } from "drizzle-orm";
import { FAN_PHOTO_NOT_FOUND } from "@/shared/contract/fan-photos";
import type { SessionUser } from "../auth/guards";
import type { Database } from "../db/client";
import { fanPhotos, users } from "../db/schema";
import { forbidden, notFound } from "../lib/errors";
import { canDeleteContent } from "../posts/policy";
import { auditModeration } from "../reports/targets";

export async function insertFanPhoto(
  db: Database,
  values: { userId: string; bandId: string; imageUrl: string; width: number; height: number },
) {
  const [row] = await db.insert(fanPhotos).values(values).returning();
  const [author] = await db
    .select({ role: users.role, name: users.name, displayName: users.displayName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, values.userId));
  return { photo: row!, author: { id: values.userId, ...author! } };
}

/** Removes the row (uploader or admin) and answers the stored image's URL, for the file to go too. */
export async function deleteFanPhoto(db: Database, user: Pick<SessionUser, "id" | "role">, photoId: string) {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ userId: fanPhotos.userId, imageUrl: fanPhotos.imageUrl })
      .from(fanPhotos)
      .where(eq(fanPhotos.id, photoId))
      .for("update");
    if (!photo) throw notFound(FAN_PHOTO_NOT_FOUND);
    if (!canDeleteContent(user, photo.userId)) throw forbidden("You can only delete your own photos.");
    await tx.delete(fanPhotos).where(eq(fanPhotos.id, photoId));
    // An admin taking someone's photo down is a moderation act: it leaves an audit row (issue 16 §4).
    if (photo.userId !== user.id) {
      await auditModeration(tx, user.id, "delete", { targetType: "photo", targetId: photoId }, photo.imageUrl, {
        authorId: photo.userId,
      });
    }
    return photo.imageUrl;
  });
}
