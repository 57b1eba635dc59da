import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { gigSubmissions, venueSubmissions } from "../db/schema";
import { conflict } from "../lib/errors";

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const ALREADY_REVIEWED = "This submission has already been reviewed.";

type SubmissionTable = typeof gigSubmissions | typeof venueSubmissions;

/**
 * Moves a pending submission to its verdict in one conditional UPDATE, so two admins acting at
 * once cannot both approve it (the second gets 409). Null when there is no such submission.
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
  const [existing] = await db.select({ status: table.status }).from(table as SubmissionTable).where(eq(table.id, id));
  if (existing) throw conflict(ALREADY_REVIEWED, "already_reviewed");
  return null;
}
