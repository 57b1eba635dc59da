/**
 * A band's or an artist's gigs (001 §3 'Band gig', 'Artist gig'): the dated gigs whose line-up holds
 * them (event_lineup), upcoming and past. Real rows only; the old product invented sample gigs when a
 * band had none, we show the empty state instead.
 */
import { and, asc, desc, eq, gte, isNotNull, lt, type SQL, sql } from "drizzle-orm";
import type { ActGig, ActGigs } from "@/shared/contract/acts";
import type { DbOrTx } from "../db/client";
import { eventLineup, events } from "../db/schema";

export type Act = { kind: "band" | "artist"; id: string };

const actIs = (act: Act) => (act.kind === "band" ? eq(eventLineup.bandId, act.id) : eq(eventLineup.artistId, act.id));

/**
 * Upcoming and past gigs, up to `limit` of each. 'Upcoming' is the spec's is_upcoming: the gig date
 * is not before now (001 §3), so a gig that has started moves to Past Performances.
 */
export async function listActGigs(db: DbOrTx, act: Act, options: { now: Date; limit: number }): Promise<ActGigs> {
  const select = (when: SQL, order: SQL[]) =>
    db
      .select({
        id: events.id,
        name: events.name,
        venue: sql<string | null>`coalesce(${events.venueName}, ${events.venue})`,
        city: events.city,
        startTime: events.startTime,
        verified: events.isVerified,
        coverImageUrl: events.coverImageUrl,
      })
      .from(eventLineup)
      .innerJoin(events, eq(events.id, eventLineup.eventId))
      .where(and(actIs(act), isNotNull(events.startTime), when))
      .orderBy(...order)
      .limit(options.limit);

  const [upcoming, past] = await Promise.all([
    select(gte(events.startTime, options.now), [asc(events.startTime), asc(events.id)]),
    select(lt(events.startTime, options.now), [desc(events.startTime), desc(events.id)]),
  ]);
  const present = (rows: Awaited<ReturnType<typeof select>>): ActGig[] =>
    rows.map((row) => ({
      id: row.id,
      eventId: row.id,
      name: row.name,
      venue: row.venue,
      city: row.city,
      date: row.startTime!.toISOString(),
      verified: row.verified,
      coverImageUrl: row.coverImageUrl,
    }));
  return { upcoming: present(upcoming), past: present(past) };
}
