import { eq } from "drizzle-orm";
import type { VenueForm } from "@/shared/validation";
import type { Database } from "../../db/client";
import { venues } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { changesOf, recordAudit } from "../audit";

export const VENUE_NOT_FOUND = "Venue not found.";

export type VenueRow = typeof venues.$inferSelect;

export async function findVenue(db: Database, id: string): Promise<VenueRow> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) throw notFound(VENUE_NOT_FOUND);
  return venue;
}

/** Applies only the fields that were sent and differ, with an audit row, in one transaction. */
export async function updateVenue(
  db: Database,
  actorId: string,
  id: string,
  patch: Partial<VenueForm>,
): Promise<VenueRow> {
  return db.transaction(async (tx) => {
    // Locked so two admins saving at once are audited one after the other, each against what it replaced.
    const [current] = await tx.select().from(venues).where(eq(venues.id, id)).for("update");
    if (!current) throw notFound(VENUE_NOT_FOUND);
    const changes = changesOf(current, patch);
    if (!changes) return current;
    const [updated] = await tx.update(venues).set(changes.set).where(eq(venues.id, id)).returning();
    await recordAudit(tx, {
      actorId,
      action: "venue.update",
      entityType: "venue",
      entityId: id,
      entityLabel: updated!.name,
      before: changes.before,
      after: changes.after,
    });
    return updated!;
  });
}
