import { and, eq, sql } from "drizzle-orm";
import { ARTIST_NOT_FOUND } from "@/shared/contract/artists";
import { BAND_NOT_FOUND } from "@/shared/contract/bands";
import { GIG_NOT_FOUND } from "@/shared/contract/events";
import { VENUE_NOT_FOUND } from "@/shared/contract/venues";
import type { DbOrTx } from "../db/client";
import { artists, bands, events, users, venues } from "../db/schema";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";

/** The pages fans act on; each names its own 404 text (001 §8). */
export type EntityType = "band" | "artist" | "event" | "venue";

export const NOT_FOUND_MESSAGES: Record<EntityType, string> = {
  band: BAND_NOT_FOUND,
  artist: ARTIST_NOT_FOUND,
  event: GIG_NOT_FOUND,
  venue: VENUE_NOT_FOUND,
};

/** Does the band, artist (an account with the artist role), gig or venue exist? */
export async function entityExists(db: DbOrTx, type: EntityType, id: string): Promise<boolean> {
  const query = {
    band: () => db.select({ id: bands.id }).from(bands).where(eq(bands.id, id)),
    artist: () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, "artist"))),
    event: () => db.select({ id: events.id }).from(events).where(eq(events.id, id)),
    venue: () => db.select({ id: venues.id }).from(venues).where(eq(venues.id, id)),
  }[type];
  const rows = await query().limit(1);
  return rows.length > 0;
}

/** The path id of an existing entity, or that entity's 404. */
export async function existingEntityId(db: DbOrTx, type: EntityType, raw: string | undefined): Promise<string> {
  const message = NOT_FOUND_MESSAGES[type];
  const id = idOrNotFound(raw, message);
  if (!(await entityExists(db, type, id))) throw notFound(message);
  return id;
}

/**
 * An artist's counters live in the artists row, which an artist account may not have yet (their
 * page still shows, 001 §3). The first follow or vote creates it, inside the caller's transaction.
 */
export async function ensureArtistRow(tx: DbOrTx, artistId: string): Promise<void> {
  await tx.execute(sql`insert into ${artists} (user_id) values (${artistId}) on conflict do nothing`);
}
