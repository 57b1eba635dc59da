import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { events, gigSubmissions, users, venueSubmissions, venues } from "../db/schema";
import { listAnnouncedGig } from "../gigs/service";
import { type TimeCursor, toPage } from "../lib/pagination";
import type { ListingKind } from "./mails";
import { presentGigSubmission, presentVenueSubmission, type Submitter } from "./presenter";
import { claimForReview, completeReview, type ReviewedEntity, type ReviewStatus, type SubmissionTable } from "./review";

/**
 * Gig and venue suggestions and page claims follow one rule (send, queue, approve, reject); what
 * differs is the table they wait in, how they are shown, and what approving makes. Each says that here.
 */
export interface Reviewable<T extends SubmissionTable, Item> {
  /** The audit log's name for the row (docs: admin/audit.ts). */
  entity: ReviewedEntity;
  table: T;
  present: (row: T["$inferSelect"], submitter?: Submitter) => Item;
  /** The submission's column that keeps the id of the row approving made. */
  link: keyof T["$inferSelect"] & ("approvedEventId" | "approvedVenueId" | "approvedManagerId");
  /** Approving makes a row (an event, a venue, a page manager): its id. */
  list: (tx: Transaction, claimed: T["$inferSelect"]) => Promise<string>;
}

/** A gig or venue suggestion: its kind names it in the member's mails. */
export interface Listing<T extends SubmissionTable, Item> extends Reviewable<T, Item> {
  kind: ListingKind;
}

/** A gig is listed linked to a venue of the same name in the same city, when there is one. */
export const gigListing: Listing<typeof gigSubmissions, ReturnType<typeof presentGigSubmission>> = {
  kind: "gig",
  entity: "gig_submission",
  table: gigSubmissions,
  present: presentGigSubmission,
  link: "approvedEventId",
  list: async (tx, claimed) => {
    // A manager's announcement names its venue record; a fan's suggestion is matched by name and city.
    const [venue] = await tx
      .select({ id: venues.id, name: venues.name, city: venues.city })
      .from(venues)
      .where(
        claimed.venueId
          ? eq(venues.id, claimed.venueId)
          : and(
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
    await listAnnouncedGig(tx, event!.id, claimed);
    return event!.id;
  },
};

/** A venue is listed as suggested; halls, rating and images are left for the admin's venue editor. */
export const venueListing: Listing<typeof venueSubmissions, ReturnType<typeof presentVenueSubmission>> = {
  kind: "venue",
  entity: "venue_submission",
  table: venueSubmissions,
  present: presentVenueSubmission,
  link: "approvedVenueId",
  list: async (tx, claimed) => {
    // A manager's announcement names its venue record; a fan's suggestion is matched by name and city.
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
    return venue!.id;
  },
};

// Drizzle cannot type a query over "one of two tables"; each function below touches only the
// columns both tables have (id, status, submitter, times), so it works on the union and the row
// is handed back to the kind's own presenter.
const tableOf = <T extends SubmissionTable>(listing: { table: T }) => listing.table as typeof gigSubmissions;

export async function createSubmission<T extends SubmissionTable, Item>(
  db: Database,
  listing: Reviewable<T, Item>,
  submitterId: string,
  input: Omit<T["$inferInsert"], "submitterId">,
): Promise<Item> {
  const [row] = await db
    .insert(tableOf(listing))
    .values({ ...(input as typeof gigSubmissions.$inferInsert), submitterId })
    .returning();
  return listing.present(row as T["$inferSelect"]);
}

/** The review queue, oldest first. */
export async function listSubmissions<T extends SubmissionTable, Item>(
  db: Database,
  listing: Reviewable<T, Item>,
  status: ReviewStatus,
  page: { limit: number; cursor?: TimeCursor },
) {
  const table = tableOf(listing);
  const after = page.cursor
    ? sql`(${table.submittedAt}, ${table.id}) > (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      row: table,
      sortTime: sql<string>`${table.submittedAt}::text`,
      submitter: {
        id: users.id,
        role: users.role,
        name: users.name,
        displayName: users.displayName,
        avatarUrl: users.avatarUrl,
      },
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.submitterId))
    .where(and(eq(table.status, status), after))
    .orderBy(asc(table.submittedAt), asc(table.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    ({ row, submitter }) => listing.present(row as T["$inferSelect"], submitter),
    ({ row, sortTime }) => ({ t: sortTime, id: row.id }),
  );
}

/**
 * Approving lists the suggestion: claim, listing, link and audit row commit together. Null when
 * there is no such submission; a conflict error when it was already reviewed.
 */
export async function approveSubmission<T extends SubmissionTable, Item>(
  db: Database,
  listing: Reviewable<T, Item>,
  id: string,
  adminId: string,
) {
  return db.transaction(async (tx) => {
    const claimed = await claimForReview(tx, listing.table, id, { status: "approved", reviewedBy: adminId });
    if (!claimed) return null;
    const listedId = await listing.list(tx, claimed);
    const table = tableOf(listing);
    const [row] = await tx
      .update(table)
      .set({ [listing.link]: listedId })
      .where(eq(table.id, id))
      .returning();
    const submitterEmail = await completeReview(tx, listing.entity, adminId, claimed, {
      status: "approved",
      [listing.link]: listedId,
    });
    return { submission: listing.present(row as T["$inferSelect"]), listedId, submitterEmail };
  });
}

/**
 * Rejecting: the claim, the audit row and the live count commit together; the reason is kept on
 * the submission and mailed to the submitter by the route. Null when there is no such submission.
 */
export async function rejectSubmission<T extends SubmissionTable, Item>(
  db: Database,
  listing: Reviewable<T, Item>,
  verdict: { id: string; adminId: string; reason: string },
): Promise<{ submission: Item; submitterEmail: string | null } | null> {
  return db.transaction(async (tx) => {
    const { id, adminId, reason } = verdict;
    const row = await claimForReview(tx, listing.table, id, {
      status: "rejected",
      reviewedBy: adminId,
      rejectionReason: reason,
    });
    if (!row) return null;
    const submitterEmail = await completeReview(tx, listing.entity, adminId, row, {
      status: "rejected",
      rejectionReason: reason,
    });
    return { submission: listing.present(row), submitterEmail };
  });
}
