import { eq } from "drizzle-orm";
import { ARTIST_NOT_FOUND } from "@/shared/contract/pages";
import type { ArtistPage } from "@/shared/validation/pages";
import { changesOf, recordAudit } from "../admin/audit";
import type { Database, DbOrTx } from "../db/client";
import { artists, users } from "../db/schema";
import { notFound } from "../lib/errors";

const artistPageColumns = {
  userId: artists.userId,
  name: users.name,
  bio: artists.bio,
  location: artists.location,
  primaryGenre: artists.primaryGenre,
  secondaryGenre: artists.secondaryGenre,
  profileBannerUrl: artists.profileBannerUrl,
  featured: artists.featured,
  isVerified: artists.isVerified,
  updatedAt: artists.updatedAt,
};

export async function findArtistPage(db: DbOrTx, id: string) {
  const [row] = await db
    .select(artistPageColumns)
    .from(artists)
    .innerJoin(users, eq(users.id, artists.userId))
    .where(eq(artists.userId, id));
  if (!row) throw notFound(ARTIST_NOT_FOUND);
  return row;
}

/** Applies only the fields that were sent and differ, with an audit row, in one transaction. */
export async function updateArtistPage(db: Database, actorId: string, id: string, patch: Partial<ArtistPage>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(artists).where(eq(artists.userId, id)).for("update");
    if (!current) throw notFound(ARTIST_NOT_FOUND);
    const changes = changesOf(current, patch);
    if (changes) {
      await tx.update(artists).set(changes.set).where(eq(artists.userId, id));
      const updated = await findArtistPage(tx, id);
      await recordAudit(tx, {
        actorId,
        action: "artist.update",
        entityType: "artist",
        entityId: id,
        entityLabel: updated.name,
        before: changes.before,
        after: changes.after,
      });
      return updated;
    }
    return findArtistPage(tx, id);
  });
}
