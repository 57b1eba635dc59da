import { and, asc, eq, sql } from "drizzle-orm";
import type { GigSubmission } from "@/shared/validation/submissions";
import type { Database } from "../db/client";
import { events, gigSubmissions, users, venues } from "../db/schema";
import { type TimeCursor, toPage } from "../lib/pagination";
import { presentGigSubmission } from "./presenter";
import { claimForReview, completeReview, type ReviewStatus, rejectSubmission } from "./review";

export async function createGigSubmission(db: Database, submitterId: string, input: GigSubmission) {
  const [row] = await db
    .insert(gigSubmissions)
    .values({ ...input, submitterId })
    .returning();
  return presentGigSubmission(row!);
}

/** The review queue, oldest first. */
export async function listGigSubmissions(
  db: Database,
  status: ReviewStatus,
  page: { limit: number; cursor?: TimeCursor },
) {
  const after = page.cursor
    ? sql`(${gigSubmissions.submittedAt}, ${gigSubmissions.id}) > (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      row: gigSubmissions,
      sortTime: sql<string>`${gigSubmissions.submittedAt}::text`,
      submitter: {
        id: users.id,
        role: users.role,
        name: users.name,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(gigSubmissions)
    .leftJoin(users, eq(users.id, gigSubmissions.submitterId))
    .where(and(eq(gigSubmissions.status, status), after))
    .orderBy(asc(gigSubmissions.submittedAt), asc(gigSubmissions.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ row, submitter }) => presentGigSubmission(row, submitter),
    ({ row, sortTime }) => ({ t: sortTime, id: row.id }),
  );
}

/**
 * Approving lists the gig: a new events row from the suggestion, linked to a venue of the same
 * name in the same city when there is one. Claim, insert, link and audit row commit together.
 * Null when there is no such submission; a conflict error when it was already reviewed.
 */
export async function approveGigSubmission(db: Database, id: string, adminId: string) {
  return db.transaction(async (tx) => {
    const claimed = await claimForReview(tx, gigSubmissions, id, { status: "approved", reviewedBy: adminId });
    if (!claimed) return null;
    const [venue] = await tx
      .select({ id: venues.id, name: venues.name, city: venues.city })
      .from(venues)
      .where(
        and(
          sql`lower(btrim(${venues.name})) = lower(btrim(${claimed.venueName}))`,
          sql`lower(btrim(${venues.city})) = lower(btrim(${claimed.city}))`,
        ),
      )
      .limit(1);
    const [event] = await tx
      .insert(events)
      .values({
        name: claimed.name,
        description: claimed.description,
        venueId: venue?.id ?? null,
        venue: venue?.name ?? claimed.venueName,
        venueName: venue?.name ?? claimed.venueName,
        city: venue?.city ?? claimed.city,
        category: claimed.category,
        genre: claimed.genre,
        ticketPrice: claimed.ticketPrice,
        ticketUrl: claimed.ticketUrl,
        externalTicketUrl: claimed.ticketUrl,
        startTime: claimed.startTime,
        endTime: claimed.endTime,
      })
      .returning({ id: events.id });
    const [row] = await tx
      .update(gigSubmissions)
      .set({ approvedEventId: event!.id })
      .where(eq(gigSubmissions.id, id))
      .returning();
    const submitterEmail = await completeReview(tx, "gig", adminId, claimed, {
      status: "approved",
      approvedEventId: event!.id,
    });
    return { submission: presentGigSubmission(row!), eventId: event!.id, submitterEmail };
  });
}

/** The reason is kept on the submission, audited, and mailed to the submitter by the route. */
export const rejectGigSubmission = (db: Database, id: string, adminId: string, reason: string) =>
  rejectSubmission(db, "gig", gigSubmissions, presentGigSubmission, { id, adminId, reason });
