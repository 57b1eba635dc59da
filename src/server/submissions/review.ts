import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { reviewStatusSchema } from "@/shared/contract/band-submissions";
import { ADMIN_TOPIC } from "@/shared/realtime-topics";
import { recordAudit } from "../admin/audit";
import type { DbOrTx } from "../db/client";
import { gigSubmissions, pageClaims, users, venueSubmissions } from "../db/schema";
import { conflict } from "../lib/errors";
import { notifyReviewed } from "../notifications/events";
import { publish } from "../realtime/notify";

export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const ALREADY_REVIEWED = "This submission has already been reviewed.";

/** The admin topic's event with the new pending counts; the browser listens for this name. */
export const PENDING_SUBMISSIONS_EVENT = "pending-submissions";

/** Every table reviewed through this module: suggestions and page claims share the review columns. */
export type SubmissionTable = typeof gigSubmissions | typeof venueSubmissions | typeof pageClaims;

/** What the audit log calls a reviewed row; the action is `${entity}.approve` or `${entity}.reject`. */
export type ReviewedEntity = "gig_submission" | "venue_submission" | "page_claim";

/**
 * Moves a pending submission to its verdict in one conditional UPDATE, so two admins acting at
 * once cannot both approve it (the second waits for the first's row lock, then matches nothing and
 * gets 409). Null when there is no such submission.
 */
export async function claimForReview<T extends SubmissionTable>(
  db: DbOrTx,
  table: T,
  id: string,
  verdict: { status: "approved" | "rejected"; reviewedBy: string; rejectionReason?: string | null },
): Promise<T["$inferSelect"] | null> {
  const [claimed] = await db
    .update(table as SubmissionTable)
    .set({ ...verdict, reviewedAt: new Date() })
    .where(and(eq(table.id, id), eq(table.status, "pending")))
    .returning();
  if (claimed) return claimed as T["$inferSelect"];
  const [existing] = await db
    .select({ status: table.status })
    .from(table as SubmissionTable)
    .where(eq(table.id, id));
  if (existing) throw conflict(ALREADY_REVIEWED, "already_reviewed");
  return null;
}

export interface PendingSubmissionCounts {
  gigs: number;
  venues: number;
  claims: number;
}

/** The queues' pending counts in one round trip (the status index answers each). */
export async function pendingSubmissionCounts(db: DbOrTx): Promise<PendingSubmissionCounts> {
  const [row] = await db
    .select({
      gigs: sql<number>`(select count(*)::int from ${gigSubmissions} where ${gigSubmissions.status} = 'pending')`,
      venues: sql<number>`(select count(*)::int from ${venueSubmissions} where ${venueSubmissions.status} = 'pending')`,
      claims: sql<number>`(select count(*)::int from ${pageClaims} where ${pageClaims.status} = 'pending')`,
    })
    .from(sql`(select 1) as one`);
  return { gigs: Number(row?.gigs ?? 0), venues: Number(row?.venues ?? 0), claims: Number(row?.claims ?? 0) };
}

/** Tells admins' headers the new counts; inside a transaction it goes out at commit. */
export async function publishPendingSubmissions(db: DbOrTx): Promise<void> {
  await publish(db, {
    topic: ADMIN_TOPIC,
    event: PENDING_SUBMISSIONS_EVENT,
    data: { ...(await pendingSubmissionCounts(db)) },
  });
}

const REVIEWED_KIND = { gig_submission: "gig", venue_submission: "venue", page_claim: "claim" } as const;

/** Where the member's notification of a verdict leads: the listed gig or venue, or the claimed page. */
function reviewedHref(entity: ReviewedEntity, claimed: object, after: Record<string, unknown>): string | null {
  if (entity === "page_claim") {
    const { pageType, pageId } = claimed as { pageType: "band" | "artist" | "venue"; pageId: string };
    return `/${pageType}s/${pageId}`;
  }
  const listed = after.approvedEventId ?? after.approvedVenueId;
  if (typeof listed !== "string") return null;
  return entity === "gig_submission" ? `/events/${listed}` : `/venues/${listed}`;
}

/**
 * The rest of a verdict, in the transaction that claimed it: the audit row (like the band
 * submissions': before/after of the status and what it became) and the live count for admins.
 * The submitter's notification is written here too. Returns the submitter's e-mail for the mail sent after the response (null once the account is gone).
 */
export async function completeReview(
  tx: DbOrTx,
  entity: ReviewedEntity,
  adminId: string,
  claimed: { id: string; name: string; submitterId: string | null },
  after: Record<string, unknown>,
): Promise<string | null> {
  await recordAudit(tx, {
    actorId: adminId,
    action: `${entity}.${after.status === "approved" ? "approve" : "reject"}`,
    entityType: entity,
    entityId: claimed.id,
    entityLabel: claimed.name,
    before: { status: "pending" },
    after,
  });
  await publishPendingSubmissions(tx);
  await notifyReviewed(tx, {
    submitterId: claimed.submitterId,
    submission: REVIEWED_KIND[entity],
    name: claimed.name,
    status: after.status === "approved" ? "approved" : "rejected",
    reason: typeof after.rejectionReason === "string" ? after.rejectionReason : null,
    href: reviewedHref(entity, claimed, after),
  });
  if (!claimed.submitterId) return null;
  const [submitter] = await tx.select({ email: users.email }).from(users).where(eq(users.id, claimed.submitterId));
  return submitter?.email ?? null;
}
