import { and, eq } from "drizzle-orm";
import type { CalendarProvider } from "@/shared/calendar-links";
import type { Database } from "../../db/client";
import { userCalendarEvents } from "../../db/schema";

export async function calendarChoice(db: Database, userId: string, eventId: string): Promise<CalendarProvider | null> {
  const [row] = await db
    .select({ provider: userCalendarEvents.calendarProvider })
    .from(userCalendarEvents)
    .where(and(eq(userCalendarEvents.userId, userId), eq(userCalendarEvents.eventId, eventId)));
  return row?.provider ?? null;
}

/** Records the choice; false when the gig was already in the fan's calendar (unique user + gig). */
export async function addToCalendar(db: Database, userId: string, eventId: string, provider: CalendarProvider) {
  const inserted = await db
    .insert(userCalendarEvents)
    .values({ userId, eventId, calendarProvider: provider })
    .onConflictDoNothing()
    .returning({ id: userCalendarEvents.id });
  return inserted.length > 0;
}

export async function removeFromCalendar(db: Database, userId: string, eventId: string) {
  const deleted = await db
    .delete(userCalendarEvents)
    .where(and(eq(userCalendarEvents.userId, userId), eq(userCalendarEvents.eventId, eventId)))
    .returning({ id: userCalendarEvents.id });
  return deleted.length > 0;
}
