import { eq, sql } from "drizzle-orm";
import { threadTopic } from "@/shared/realtime-topics";
import type { Database } from "../../db/client";
import { eventRsvps, events } from "../../db/schema";
import { conflict } from "../../lib/errors";
import { publish } from "../../realtime/notify";

export const GIG_OVER = "This gig has already happened.";
export const GIG_CANCELLED = "This gig is cancelled.";

export async function rsvpState(db: Database, eventId: string, userId: string | null) {
  const [row] = await db
    .select({
      rsvpCount: events.rsvpCount,
      going: userId
        ? sql<boolean>`exists (select 1 from ${eventRsvps} where ${eventRsvps.eventId} = ${events.id} and ${eventRsvps.userId} = ${userId})`
        : sql<boolean>`false`,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return { going: Boolean(row?.going), rsvpCount: Number(row?.rsvpCount ?? 0) };
}

/**
 * 'Going!' (001 §4): one-way and once per fan and gig. The count moves only when the RSVP row is
 * really new, in the same transaction, so concurrent taps keep events.rsvp_count exact. A gig that
 * is over (its end, or 3 hours after its start) or cancelled (issue 12 item 4) takes no more RSVPs.
 */
export async function rsvp(db: Database, eventId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [gig] = await tx
      .select({
        over: sql<boolean>`coalesce(${events.endTime}, ${events.startTime} + interval '3 hours') < now()`,
        cancelledAt: events.cancelledAt,
      })
      .from(events)
      .where(eq(events.id, eventId));
    if (gig?.cancelledAt) throw conflict(GIG_CANCELLED, "gig_cancelled");
    if (gig?.over) throw conflict(GIG_OVER, "gig_over");
    const inserted = await tx
      .insert(eventRsvps)
      .values({ eventId, userId })
      .onConflictDoNothing()
      .returning({ userId: eventRsvps.userId });
    const isNew = inserted.length > 0;
    const [row] = isNew
      ? await tx
          .update(events)
          .set({ rsvpCount: sql`${events.rsvpCount} + 1` })
          .where(eq(events.id, eventId))
          .returning({ rsvpCount: events.rsvpCount })
      : await tx.select({ rsvpCount: events.rsvpCount }).from(events).where(eq(events.id, eventId));
    const rsvpCount = Number(row?.rsvpCount ?? 0);
    // Who's Going on open copies of the gig page can refresh.
    if (isNew) await publish(tx, { topic: threadTopic("event", eventId), event: "rsvps", data: { rsvpCount } });
    return { isNew, rsvpCount };
  });
}
