/**
 * A band's or an artist's gigs (001 §3 'Band gig', 'Artist gig'): their own rows in band_gigs /
 * artist_gigs, joined to the event when there is one. Real rows only; the old product invented sample
 * gigs when a band had none, we show the empty state instead.
 */
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ActGig, ActGigs } from "@/shared/contract/acts";
import type { DbOrTx } from "../db/client";
import { artistGigs, bandGigs, events } from "../db/schema";

interface GigSource {
  table: PgTable;
  owner: PgColumn;
  id: PgColumn;
  eventId: PgColumn;
  venue: PgColumn;
  city: PgColumn;
  gigDate: PgColumn;
  /** band_gigs has a verified flag; artist gigs do not. */
  verified?: PgColumn;
}

export const BAND_GIGS: GigSource = { ...pick(bandGigs), owner: bandGigs.bandId, verified: bandGigs.verified };
export const ARTIST_GIGS: GigSource = { ...pick(artistGigs), owner: artistGigs.artistId };

function pick(table: typeof bandGigs | typeof artistGigs) {
  const { id, eventId, venue, city, gigDate } = table;
  return { table, id, eventId, venue, city, gigDate };
}

interface GigRow {
  id: string;
  eventId: string | null;
  eventName: string | null;
  venue: string | null;
  city: string | null;
  gigDate: Date;
  verified: boolean | null;
  coverImageUrl: string | null;
}

function presentGig(row: GigRow): ActGig {
  return {
    id: row.id,
    /** The gig's event page is /events/{eventId}; null for a gig with no event record. */
    eventId: row.eventId,
    name: row.eventName,
    venue: row.venue,
    city: row.city,
    date: row.gigDate.toISOString(),
    verified: row.verified,
    coverImageUrl: row.coverImageUrl,
  };
}

export type { ActGig, ActGigs };

/**
 * Upcoming and past gigs, up to `limit` of each. 'Upcoming' is the spec's is_upcoming: the gig date
 * is not before now (001 §3), so a gig that has started moves to Past Performances.
 */
export async function listGigs(db: DbOrTx, source: GigSource, ownerId: string, options: { now: Date; limit: number }) {
  const select = (when: SQL, order: SQL[]) =>
    db
      .select({
        id: source.id,
        eventId: source.eventId,
        eventName: events.name,
        // The event's own venue and city win: an admin's edit of the event is newer than the gig row.
        venue: sql<string | null>`coalesce(${events.venueName}, ${events.venue}, ${source.venue})`,
        city: sql<string | null>`coalesce(${events.city}, ${source.city})`,
        // The column itself, not an expression, so the driver's timestamp mapping applies.
        gigDate: source.gigDate,
        verified: source.verified ? sql<boolean>`${source.verified}` : sql<null>`null`,
        coverImageUrl: events.coverImageUrl,
      })
      .from(source.table)
      .leftJoin(events, eq(events.id, source.eventId))
      .where(and(eq(source.owner, ownerId), when))
      .orderBy(...order)
      .limit(options.limit);

  const [upcoming, past] = await Promise.all([
    select(gte(source.gigDate, options.now), [asc(source.gigDate), asc(source.id)]),
    select(lt(source.gigDate, options.now), [desc(source.gigDate), desc(source.id)]),
  ]);
  const present = (rows: unknown[]) => (rows as GigRow[]).map(presentGig);
  return { upcoming: present(upcoming), past: present(past) } satisfies ActGigs;
}
