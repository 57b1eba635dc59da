import { eq, sql } from "drizzle-orm";
import type { LineupAct } from "@/shared/contract/lineups";
import { type EventForm, endsAfterStart, MESSAGES } from "@/shared/validation";
import type { Database } from "../../db/client";
import { events } from "../../db/schema";
import { notFound, unprocessable } from "../../lib/errors";
import { entryKeys, lineupKeys, readLineup, replaceLineup } from "../../lineups/service";
import { tellFansOfGigChange } from "../../notifications/gigs";
import { changesOf, recordAudit } from "../audit";

export const EVENT_NOT_FOUND = "Event not found.";

export type EventRow = typeof events.$inferSelect;
export type AdminEvent = EventRow & { lineup: LineupAct[] };
export type EventPatch = Partial<EventForm>;

export async function findEvent(db: Database, id: string): Promise<AdminEvent> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { ...event, lineup: await readLineup(db, id) };
}

export async function updateEvent(db: Database, actorId: string, id: string, patch: EventPatch): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(events).where(eq(events.id, id)).for("update");
    if (!current) throw notFound(EVENT_NOT_FOUND);
    const { lineup, ...fields } = patch;

    // The form's end-after-start rule, on the record as it will be (one time may not have been sent).
    const start = "startTime" in fields ? fields.startTime : current.startTime;
    const end = "endTime" in fields ? fields.endTime : current.endTime;
    if (!endsAfterStart(start, end))
      throw unprocessable(MESSAGES.endBeforeStart, { endTime: [MESSAGES.endBeforeStart] });

    const changes = changesOf(current, fields);
    const lineupBefore = await lineupKeys(tx, id);
    const lineupAfter = lineup ? entryKeys(lineup) : lineupBefore;
    const lineupChanged = lineupAfter.join() !== lineupBefore.join();
    if (!changes && !lineupChanged) return { ...current, lineup: await readLineup(tx, id) };

    let event = current;
    if (changes) {
      [event] = (await tx.update(events).set(changes.set).where(eq(events.id, id)).returning()) as [EventRow];
    }
    if (lineup && lineupChanged) {
      await replaceLineup(tx, id, lineup);
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
      before: { ...changes?.before, ...(lineupChanged ? { lineup: lineupBefore } : {}) },
      after: { ...changes?.after, ...(lineupChanged ? { lineup: lineupAfter } : {}) },
    });
    // Fans hear of it as of a manager's change (gigs/announce.ts): RSVP'd fans of a new time or
    // place, followers of the acts added (the audit row above is the admin's own).
    const changed = Object.keys(changes?.after ?? {});
    if (changed.some((field) => field === "startTime" || field === "endTime"))
      await tellFansOfGigChange(tx, { eventId: id, kind: "time", actorId });
    if (changed.some((field) => field === "venue" || field === "venueName" || field === "city"))
      await tellFansOfGigChange(tx, { eventId: id, kind: "venue", actorId });
    if (lineupChanged)
      await tellFansOfGigChange(tx, {
        eventId: id,
        kind: "lineup",
        actorId,
        before: { lineup: lineupBefore },
        after: { lineup: lineupAfter },
      });
    return { ...event, lineup: await readLineup(tx, id) };
  });
}
