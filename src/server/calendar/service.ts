import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { calendarFeeds, events, venues } from "../db/schema";
import type { IcsGig } from "./ics";

const gigColumns = {
  id: events.id,
  name: events.name,
  description: events.description,
  startTime: events.startTime,
  updatedAt: events.updatedAt,
  venueName: sql<
    string | null
  >`coalesce(${venues.name}, nullif(btrim(${events.venueName}), ''), nullif(btrim(${events.venue}), ''))`,
  city: sql<string | null>`coalesce(nullif(btrim(${events.city}), ''), ${venues.city})`,
};

type GigRow = {
  id: string;
  name: string;
  description: string | null;
  startTime: Date | null;
  updatedAt: Date;
  venueName: string | null;
  city: string | null;
};

function toIcsGig(row: GigRow, appUrl: string): IcsGig | undefined {
  if (!row.startTime) return undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startTime: row.startTime,
    updatedAt: row.updatedAt,
    location: [row.venueName, row.city].filter(Boolean).join(", ") || null,
    url: new URL(`/events/${row.id}`, appUrl).href,
  };
}

/** One gig for its .ics download: undefined when missing; `undated` when it has no start yet. */
export async function gigForCalendar(db: Database, eventId: string, appUrl: string) {
  const [row] = await db
    .select(gigColumns)
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.id, eventId));
  if (!row) return undefined;
  return toIcsGig(row, appUrl) ?? ("undated" as const);
}

/** How far back a feed reaches: last month's gigs stay, older ones drop off phones' calendars. */
const FEED_DAYS_BACK = 30;
const FEED_MAX = 300;

/** The gigs a fan RSVP'd to or added to a calendar, soonest first. */
export async function feedGigs(db: Database, userId: string, appUrl: string): Promise<IcsGig[]> {
  const rows = await db
    .select(gigColumns)
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(
      sql`${events.startTime} >= now() - make_interval(days => ${FEED_DAYS_BACK}) and ${events.id} in (
        select event_id from event_rsvps where user_id = ${userId}
        union select event_id from user_calendar_events where user_id = ${userId})`,
    )
    .orderBy(events.startTime)
    .limit(FEED_MAX);
  return rows.flatMap((row) => toIcsGig(row, appUrl) ?? []);
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret feed token for the user, replacing any earlier one (which stops working at once). */
export async function issueFeedToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hashToken(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), createdAt: sql`now()` } });
  return token;
}

export async function feedStatus(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ? { active: true, createdAt: row.createdAt.toISOString() } : { active: false, createdAt: null };
}

export async function revokeFeed(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export async function feedOwner(db: Database, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row?.userId;
}
