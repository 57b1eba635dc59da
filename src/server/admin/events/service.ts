import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { type EventForm, endsAfterStart, MESSAGES } from "@/shared/validation";
import type { Database, DbOrTx, Transaction } from "../../db/client";
import { artistGigs, artists, bandGigs, eventArtists, events, users } from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { changesOf, recordAudit } from "../audit";

export const EVENT_NOT_FOUND = "Event not found.";

export type EventRow = typeof events.$inferSelect;
export type LineupArtist = { id: string; name: string | null; avatarUrl: string | null };
export type AdminEvent = EventRow & { artists: LineupArtist[] };
export type EventPatch = Partial<EventForm>;

async function lineupOf(db: DbOrTx, eventId: string): Promise<LineupArtist[]> {
  return db
    .select({ id: users.id, name: users.name, avatarUrl: users.avatarUrl })
    .from(eventArtists)
    .innerJoin(users, eq(users.id, eventArtists.artistId))
    .where(eq(eventArtists.eventId, eventId))
    .orderBy(asc(eventArtists.position));
}

export async function findEvent(db: Database, id: string): Promise<AdminEvent> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, artists: await lineupOf(db, id) };
}

/** Only accounts with the artist role can be on a line-up (the chips link to /artists/{id}). */
async function assertArtists(tx: Transaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "artist")));
  if (found.length !== ids.length) {
    throw unprocessable("Pick line-up artists from the search.", {
      artistIds: ["Pick line-up artists from the search."],
    });
  }
}

/**
 * The line-up lives in event_artists; artist_gigs (the artist page's gig list) mirrors it for artists
 * with a profile, so adding someone here also shows the gig on their page, and removing them hides it.
 */
async function replaceLineup(tx: Transaction, event: EventRow, artistIds: string[]): Promise<void> {
  await tx.delete(eventArtists).where(eq(eventArtists.eventId, event.id));
  if (artistIds.length > 0) {
    await tx
      .insert(eventArtists)
      .values(artistIds.map((artistId, position) => ({ eventId: event.id, artistId, position })));
  }
  await tx
    .delete(artistGigs)
    .where(
      and(
        eq(artistGigs.eventId, event.id),
        artistIds.length > 0 ? notInArray(artistGigs.artistId, artistIds) : undefined,
      ),
    );
  if (artistIds.length === 0 || !event.startTime) return;
  const profiles = await tx.select({ id: artists.userId }).from(artists).where(inArray(artists.userId, artistIds));
  if (profiles.length === 0) return;
  await tx
    .insert(artistGigs)
    .values(
      profiles.map(({ id }) => ({
        artistId: id,
        eventId: event.id,
        venue: event.venueName ?? event.venue,
        city: event.city,
        gigDate: event.startTime!,
      })),
    )
    .onConflictDoNothing();
}

/** Gig rows copy the event's time and place; keep them in step when an admin moves the event. */
async function syncGigRows(tx: Transaction, event: EventRow): Promise<void> {
  const place = { venue: event.venueName ?? event.venue, city: event.city };
  const when = event.startTime ? { gigDate: event.startTime } : {};
  await tx
    .update(artistGigs)
    .set({ ...place, ...when })
    .where(eq(artistGigs.eventId, event.id));
  await tx
    .update(bandGigs)
    .set({ ...place, ...when })
    .where(eq(bandGigs.eventId, event.id));
}

const GIG_FIELDS = ["startTime", "venue", "venueName", "city"] as const;

export async function updateEvent(db: Database, actorId: string, id: string, patch: EventPatch): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!current) throw notFound(EVENT_NOT_FOUND);
    const { artistIds, ...fields } = patch;

    // The form's end-after-start rule, on the record as it will be (one time may not have been sent).
    const start = "startTime" in fields ? fields.startTime : current.startTime;
    const end = "endTime" in fields ? fields.endTime : current.endTime;
    if (!endsAfterStart(start, end))
      throw unprocessable(MESSAGES.endBeforeStart, { endTime: [MESSAGES.endBeforeStart] });

    const changes = changesOf(current, fields);
    const lineupBefore = (await lineupOf(tx, id)).map((artist) => artist.id);
    const lineupChanged = artistIds !== undefined && artistIds.join() !== lineupBefore.join();
    if (!changes && !lineupChanged) return { ...current, artists: await lineupOf(tx, id) };

    let event = current;
    if (changes) {
      [event] = (await tx.update(events).set(changes.set).where(eq(events.id, id)).returning()) as [EventRow];
      if (GIG_FIELDS.some((field) => field in changes.set)) await syncGigRows(tx, event);
    }
    if (lineupChanged) {
      await assertArtists(tx, artistIds);
      await replaceLineup(tx, event, artistIds);
      // A line-up change is a change to the event too; bump it so caches keyed on updated_at refresh.
      if (!changes)
        [event] = (await tx.update(events).set({ updatedAt: sql`now()` }).where(eq(events.id, id)).returning()) as [
          EventRow,
        ];
    }
    await recordAudit(tx, {
      actorId,
      action: "event.update",
      entityType: "event",
      entityId: id,
      entityLabel: event.name,
      before: { ...changes?.before, ...(lineupChanged ? { artistIds: lineupBefore } : {}) },
      after: { ...changes?.after, ...(lineupChanged ? { artistIds } : {}) },
    });
    return { ...event, artists: await lineupOf(tx, id) };
  });
}
