import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { VENUE_EVENTS_PAGE_SIZE, type VenueListItem } from "@/shared/contract/venues";
import { containsAny, placeNames } from "../cities/names";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { venues } from "../db/schema";
import type { EventCursor } from "../events/order";
import { listEvents } from "../events/service";
import { type Page, toPage } from "../lib/pagination";
import { presentVenueDetail, presentVenueListItem } from "./presenter";

export const venueCursorSchema = z.object({ n: z.string().max(500), id: z.guid() });
export type VenueCursor = z.infer<typeof venueCursorSchema>;

/**
 * 001 §5: the location filter uses the part before the first comma ('Mumbai, Maharashtra' →
 * 'Mumbai'), matched as a substring, ignoring case, against the venue's city or its location
 * (neighbourhood, state), so both 'Mumbai' and 'Lower Parel' find The Loudbox. A city matches under
 * its other names and despite a typo ('Bombay', 'Mumbay'; see cities/names.ts).
 */
export function locationTerm(location: string | undefined): string | undefined {
  const term = location?.split(",")[0]?.trim();
  return term || undefined;
}

/** What a venue card needs (the venue list and the site search). */
export const venueCardColumns = {
  id: venues.id,
  name: venues.name,
  city: venues.city,
  location: venues.location,
  venueType: venues.venueType,
  genre: venues.genre,
  rating: venues.rating,
  capacity: venues.capacity,
  imageUrls: venues.imageUrls,
};

export async function listVenues(
  db: Database,
  filter: { location?: string },
  page: { limit: number; cursor?: VenueCursor },
): Promise<Page<VenueListItem>> {
  const term = locationTerm(filter.location);
  const places = term ? await placeNames(db, term) : undefined;
  const after = page.cursor
    ? sql`(${venues.name}, ${venues.id}) > (${page.cursor.n}, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select(venueCardColumns)
    .from(venues)
    .where(
      and(
        places ? sql`(${containsAny(venues.city, places)} or ${containsAny(venues.location, places)})` : undefined,
        after,
      ),
    )
    .orderBy(asc(venues.name), asc(venues.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, presentVenueListItem, (row) => ({ n: row.name, id: row.id }));
}

/** The cities venues are in, A to Z, for the location filter. */
export async function listVenueCities(db: Database): Promise<string[]> {
  const rows = await db
    .select({ city: sql<string>`min(btrim(${venues.city}))` })
    .from(venues)
    .where(sql`btrim(${venues.city}) <> ''`)
    .groupBy(sql`lower(btrim(${venues.city}))`)
    .orderBy(sql`lower(btrim(${venues.city}))`)
    .limit(200);
  return rows.map((row) => row.city);
}

/** Gigs at this venue from today (IST) on, soonest first, then undated ones (001 §4). */
export function listVenueEvents(db: Database, venueId: string, page: { limit: number; cursor?: EventCursor }) {
  return listEvents(db, { venueId, upcomingOnly: true }, page);
}

/** The venue and its first page of upcoming gigs, read together; null when there is no such venue. */
export async function getVenue(db: Database, id: string) {
  const venueById = prepared(db, "venue_by_id", (db, name) =>
    db
      .select()
      .from(venues)
      .where(eq(venues.id, sql.placeholder("id")))
      .prepare(name),
  );
  const [[row], upcoming] = await Promise.all([
    venueById.execute({ id }),
    listVenueEvents(db, id, { limit: VENUE_EVENTS_PAGE_SIZE }),
  ]);
  return row ? presentVenueDetail(row, upcoming) : null;
}

export async function venueExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, id));
  return Boolean(row);
}
