import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { type GigListItem, GOING_PAGE_SIZE, type GoingPage } from "@/shared/contract/events";
import { upcomingCutoff } from "@/shared/events-order";
import { placeNames } from "../cities/names";
import type { Database } from "../db/client";
import { prepared } from "../db/prepared";
import { eventRsvps, events, fans, users, venues } from "../db/schema";
import { type Page, type TimeCursor, toPage } from "../lib/pagination";
import { readLineup } from "../lineups/service";
import { afterCursor, type Bucket, bucketWhere, type EventCursor, inAnyCity, orderOf, planSegments } from "./order";
import { presentEventDetail, presentEventListItem, presentPerson } from "./presenter";

export type EventListFilter = {
  /** 'optional city equals' (001 §7), ignoring case and spaces, under any of its names (cities/names.ts). */
  city?: string | null;
  venueId?: string;
  upcomingOnly?: boolean;
  /** The signed-in fan's city: sorts first, but only under All locations (no city filter). */
  userCity?: string | null;
  now?: Date;
};

/** What a gig card needs, plus start_time as PostgreSQL writes it, for an exact cursor. */
export const eventListColumns = {
  id: events.id,
  name: events.name,
  venueName: events.venueName,
  venue: events.venue,
  city: events.city,
  startTime: events.startTime,
  coverImageUrl: events.coverImageUrl,
  category: events.category,
  genre: events.genre,
  ticketPrice: events.ticketPrice,
  externalTicketUrl: events.externalTicketUrl,
  ticketUrl: events.ticketUrl,
  isFeatured: events.isFeatured,
  sortTime: sql<string | null>`${events.startTime}::text`,
};

/**
 * One page of gigs in the 001 §4 order. Segments are read in rank order until the page (plus one
 * row, to know whether there is a next page) is full; a first page usually needs one query.
 */
export async function listEvents(
  db: Database,
  filter: EventListFilter,
  page: { limit: number; cursor?: EventCursor },
): Promise<Page<GigListItem>> {
  const { limit, cursor } = page;
  const base: SQL | undefined = and(
    filter.city ? inAnyCity(await placeNames(db, filter.city)) : undefined,
    filter.venueId ? eq(events.venueId, filter.venueId) : undefined,
  );
  const cutoff = upcomingCutoff(filter.now ?? new Date());
  const userCity = filter.city || filter.venueId ? null : filter.userCity;
  const segments = planSegments({ cutoff, userCity, upcomingOnly: filter.upcomingOnly });
  // The first page of all gigs or of one venue's, with no city involved, has a fixed shape per bucket.
  const fixedShape = !cursor && !filter.city && !userCity?.trim();
  const rows: (EventRow & { rank: number })[] = [];
  for (const segment of segments) {
    if (cursor && segment.rank < cursor.r) continue;
    const after = cursor && segment.rank === cursor.r ? afterCursor(segment.bucket, cursor) : undefined;
    const rowsLeft = limit + 1 - rows.length;
    const found = fixedShape
      ? await preparedSegment(db, segment.bucket, Boolean(filter.venueId)).execute({
          cutoff: cutoff.toISOString(),
          venueId: filter.venueId,
          limit: rowsLeft,
        })
      : await selectSegment(db, and(base, segment.where, after), orderOf(segment.bucket), rowsLeft);
    rows.push(...found.map((row) => ({ ...row, rank: segment.rank })));
    if (rows.length > limit) break;
  }
  return toPage(rows, limit, presentEventListItem, (row) => ({ r: row.rank, t: row.sortTime, id: row.id }));
}

function selectSegment(db: Database, where: SQL | undefined, order: SQL[], limit: number) {
  return db
    .select(eventListColumns)
    .from(events)
    .where(where)
    .orderBy(...order)
    .limit(limit);
}

type EventRow = Awaited<ReturnType<typeof selectSegment>>[number];

/** selectSegment for a fixed-shape segment, prepared once per database (its statement is the same SQL). */
function preparedSegment(db: Database, bucket: Bucket, ofVenue: boolean) {
  return prepared(db, `events_${ofVenue ? "venue" : "all"}_${bucket}`, (db, name) =>
    db
      .select(eventListColumns)
      .from(events)
      .where(
        and(
          ofVenue ? eq(events.venueId, sql.placeholder("venueId")) : undefined,
          bucketWhere(bucket, sql.placeholder("cutoff")),
        ),
      )
      .orderBy(...orderOf(bucket))
      .limit(sql.placeholder("limit"))
      .prepare(name),
  );
}

/** The city a signed-in fan gave in their profile (null for visitors, admins and artists without one). */
export async function viewerCity(db: Database, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ city: fans.city }).from(fans).where(eq(fans.userId, userId));
  return row?.city?.trim() || null;
}

/** What presentPerson needs of an account: Who's Going. */
const personColumns = {
  id: users.id,
  role: users.role,
  name: users.name,
  displayName: users.displayName,
  avatarUrl: users.avatarUrl,
};

/** Who RSVP'd, newest first; the count is of the same rows, so 'Who's Going (n)' matches the list. */
export async function listGoing(
  db: Database,
  eventId: string,
  page: { limit: number; cursor?: TimeCursor },
): Promise<GoingPage> {
  const after = page.cursor
    ? sql`(${eventRsvps.createdAt}, ${eventRsvps.userId}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...personColumns, sortTime: sql<string>`${eventRsvps.createdAt}::text` })
      .from(eventRsvps)
      .innerJoin(users, eq(users.id, eventRsvps.userId))
      .where(and(eq(eventRsvps.eventId, eventId), after))
      .orderBy(desc(eventRsvps.createdAt), desc(eventRsvps.userId))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(eventRsvps).where(eq(eventRsvps.eventId, eventId)),
  ]);
  return {
    count: total?.n ?? 0,
    ...toPage(rows, page.limit, presentPerson, (row) => ({ t: row.sortTime, id: row.id })),
  };
}

/**
 * A gig with its venue, line-up and first page of goers; null when there is no such gig. The three
 * reads do not depend on each other, so they go out together (one round trip of waiting, not three).
 */
export async function getEvent(db: Database, id: string) {
  const [[row], lineup, going] = await Promise.all([
    db
      .select({ event: events, venue: { id: venues.id, name: venues.name, city: venues.city } })
      .from(events)
      .leftJoin(venues, eq(venues.id, events.venueId))
      .where(eq(events.id, id)),
    readLineup(db, id),
    listGoing(db, id, { limit: GOING_PAGE_SIZE }),
  ]);
  if (!row) return null;
  return presentEventDetail(row.event, row.venue, lineup, going);
}

/**
 * The cities gigs are listed in, A to Z, for the location filter. A recursive walk of the city
 * index (one probe per city) rather than a GROUP BY, which would read every gig on each call.
 */
export async function listEventCities(db: Database): Promise<string[]> {
  const result = await db.execute<{ city: string }>(sql`
    with recursive keys(k, depth) as (
      select min(lower(btrim(${events.city}))), 1 from ${events}
      union all
      select (select min(lower(btrim(e.city))) from ${events} e where lower(btrim(e.city)) > keys.k), depth + 1
      from keys where keys.k is not null and depth < ${MAX_CITIES}
    )
    select (select btrim(e.city) from ${events} e where lower(btrim(e.city)) = keys.k
            order by lower(btrim(e.city)), e.start_time limit 1) as city
    from keys where keys.k is not null and keys.k <> '' order by keys.k`);
  return result.rows.map((row) => row.city);
}

const MAX_CITIES = 200;

export async function eventExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return Boolean(row);
}
