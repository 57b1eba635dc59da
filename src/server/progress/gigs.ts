import { and, asc, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import { MY_GIGS_LIMIT } from "@/shared/contract/progress";
import type { Database } from "../db/client";
import { eventRsvps, events, userCalendarEvents, venues } from "../db/schema";

/** A gig is over when it has ended, or (without an end time) once it started. */
const over = (now: Date) => lt(sql`coalesce(${events.endTime}, ${events.startTime})`, now);

/** The user's RSVPs with their gig; callers add the user's own `where` (it replaces, not adds). */
function rsvpGigs(db: Database, userId: string) {
  return db
    .select({
      eventId: events.id,
      name: events.name,
      startTime: events.startTime,
      venue: sql<
        string | null
      >`coalesce(${venues.name}, nullif(btrim(${events.venueName}), ''), nullif(btrim(${events.venue}), ''))`,
      city: events.city,
      calendarProvider: userCalendarEvents.calendarProvider,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(userCalendarEvents, and(eq(userCalendarEvents.eventId, events.id), eq(userCalendarEvents.userId, userId)))
    .$dynamic();
}

/** 'My Gigs' (upcoming, undated ones last) and 'Gigs I went to' (latest first): the user's RSVPs. */
export async function listMyGigs(db: Database, userId: string, now: Date) {
  const [upcoming, past] = await Promise.all([
    rsvpGigs(db, userId)
      .where(
        and(
          eq(eventRsvps.userId, userId),
          or(isNull(events.startTime), gte(sql`coalesce(${events.endTime}, ${events.startTime})`, now)),
        ),
      )
      .orderBy(sql`${events.startTime} asc nulls last`, asc(events.id))
      .limit(MY_GIGS_LIMIT),
    rsvpGigs(db, userId)
      .where(and(eq(eventRsvps.userId, userId), over(now)))
      .orderBy(desc(events.startTime), asc(events.id))
      .limit(MY_GIGS_LIMIT),
  ]);
  return { upcoming, past };
}
