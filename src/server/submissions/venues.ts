import { and, asc, eq, sql } from "drizzle-orm";
import type { VenueSubmission } from "@/shared/validation/submissions";
import type { Database } from "../db/client";
import { users, venueSubmissions, venues } from "../db/schema";
import { type TimeCursor, toPage } from "../lib/pagination";
import { presentVenueSubmission } from "./presenter";
import { claimForReview, completeReview, type ReviewStatus, rejectSubmission } from "./review";

export async function createVenueSubmission(db: Database, submitterId: string, input: VenueSubmission) {
  const [row] = await db
    .insert(venueSubmissions)
    .values({ ...input, submitterId })
    .returning();
  return presentVenueSubmission(row!);
}

/** The review queue, oldest first. */
export async function listVenueSubmissions(
  db: Database,
  status: ReviewStatus,
  page: { limit: number; cursor?: TimeCursor },
) {
  const after = page.cursor
    ? sql`(${venueSubmissions.submittedAt}, ${venueSubmissions.id}) > (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      row: venueSubmissions,
      sortTime: sql<string>`${venueSubmissions.submittedAt}::text`,
      submitter: {
        id: users.id,
        role: users.role,
        name: users.name,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(venueSubmissions)
    .leftJoin(users, eq(users.id, venueSubmissions.submitterId))
    .where(and(eq(venueSubmissions.status, status), after))
    .orderBy(asc(venueSubmissions.submittedAt), asc(venueSubmissions.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ row, submitter }) => presentVenueSubmission(row, submitter),
    ({ row, sortTime }) => ({ t: sortTime, id: row.id }),
  );
}

/** Approving lists the venue; halls, rating and images are left for the admin's venue editor. */
export async function approveVenueSubmission(db: Database, id: string, adminId: string) {
  return db.transaction(async (tx) => {
    const claimed = await claimForReview(tx, venueSubmissions, id, { status: "approved", reviewedBy: adminId });
    if (!claimed) return null;
    const [venue] = await tx
      .insert(venues)
      .values({
        name: claimed.name,
        description: claimed.description,
        city: claimed.city,
        location: claimed.location,
        venueType: claimed.venueType,
        genre: claimed.genre,
        website: claimed.website,
        instagram: claimed.instagram,
        phone: claimed.phone,
        capacity: claimed.capacity,
      })
      .returning({ id: venues.id });
    const [row] = await tx
      .update(venueSubmissions)
      .set({ approvedVenueId: venue!.id })
      .where(eq(venueSubmissions.id, id))
      .returning();
    const submitterEmail = await completeReview(tx, "venue", adminId, claimed, {
      status: "approved",
      approvedVenueId: venue!.id,
    });
    return { submission: presentVenueSubmission(row!), venueId: venue!.id, submitterEmail };
  });
}

/** The reason is kept on the submission, audited, and mailed to the submitter by the route. */
export const rejectVenueSubmission = (db: Database, id: string, adminId: string, reason: string) =>
  rejectSubmission(db, "venue", venueSubmissions, presentVenueSubmission, { id, adminId, reason });
