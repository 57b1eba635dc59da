import { eq } from "drizzle-orm";
import { recordAudit } from "../admin/audit";
import type { Database, Transaction } from "../db/client";
import { bands, bandsTemp } from "../db/schema";
import { conflict, notFound } from "../lib/errors";
import { notifyReviewed } from "../notifications/events";
import { makeOwner } from "../pages/claims";
import { publishPendingCount, type SubmissionRow } from "./service";

export const SUBMISSION_NOT_FOUND = "Band submission not found.";

export type BandRow = typeof bands.$inferSelect;

/**
 * Locks the submission row for the rest of the transaction. A second reviewer (or a double click)
 * waits here, then sees the status the first one wrote, so a submission is reviewed exactly once.
 */
async function lockPending(tx: Transaction, id: string): Promise<SubmissionRow> {
  const [row] = await tx.select().from(bandsTemp).where(eq(bandsTemp.id, id)).for("update");
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  if (row.status !== "pending")
    throw conflict(`This band submission has already been ${row.status}.`, "already_reviewed");
  return row;
}

/** approve-band: the submission becomes a live band in the same transaction that marks it approved. */
export async function approveSubmission(
  db: Database,
  adminId: string,
  id: string,
): Promise<{ submission: SubmissionRow; band: BandRow }> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const [band] = await tx
      .insert(bands)
      .values({
        name: pending.name,
        bio: pending.bio,
        location: pending.location,
        primaryGenre: pending.primaryGenre,
        secondaryGenre: pending.secondaryGenre,
        manager: pending.manager,
        managerEmail: pending.managerEmail,
        managerPhone: pending.managerPhone,
        keyMembers: pending.keyMembers,
        // The uploads stay where they are (artist-assets); the band references them.
        avatarUrl: pending.avatarUrl,
        profileBannerUrl: pending.profileBannerUrl,
      })
      .returning();
    const [submission] = await tx
      .update(bandsTemp)
      .set({ status: "approved", approvedBandId: band!.id, reviewedBy: adminId, reviewedAt: new Date() })
      .where(eq(bandsTemp.id, id))
      .returning();
    // The member who sent the band runs its page (issue 12); a submission from a deleted account has nobody.
    if (pending.submitterId) await makeOwner(tx, { kind: "band", id: band!.id }, pending.submitterId);
    await recordAudit(tx, {
      actorId: adminId,
      action: "band_submission.approve",
      entityType: "band_submission",
      entityId: id,
      entityLabel: pending.name,
      before: { status: "pending" },
      after: { status: "approved", approvedBandId: band!.id },
    });
    await publishPendingCount(tx);
    await notifyReviewed(tx, {
      submitterId: pending.submitterId,
      submission: "band",
      name: pending.name,
      status: "approved",
      reason: null,
      href: `/bands/${band!.id}`,
    });
    return { submission: submission!, band: band! };
  });
}

/** reject-band: the reason is kept on the submission and mailed to the submitter. */
export async function rejectSubmission(
  db: Database,
  adminId: string,
  id: string,
  reason: string,
): Promise<SubmissionRow> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id);
    const [submission] = await tx
      .update(bandsTemp)
      .set({ status: "rejected", rejectionReason: reason, reviewedBy: adminId, reviewedAt: new Date() })
      .where(eq(bandsTemp.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: adminId,
      action: "band_submission.reject",
      entityType: "band_submission",
      entityId: id,
      entityLabel: pending.name,
      before: { status: "pending" },
      after: { status: "rejected", rejectionReason: reason },
    });
    await publishPendingCount(tx);
    await notifyReviewed(tx, {
      submitterId: pending.submitterId,
      submission: "band",
      name: pending.name,
      status: "rejected",
      reason,
      href: null,
    });
    return submission!;
  });
}
