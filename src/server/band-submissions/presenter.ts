import type { PendingRow, SubmissionRow } from "./service";

/** What the submitter sees of their own submission: no reviewer or internal fields. */
export function presentOwnSubmission(row: SubmissionRow) {
  return { id: row.id, name: row.name, status: row.status, submittedAt: row.submittedAt.toISOString() };
}

/** A request card on /admin/band-approvals (000 §2): every contact field an admin needs to decide. */
export function presentPendingSubmission(row: PendingRow) {
  return {
    id: row.id,
    name: row.name,
    submittedAt: row.submittedAt.toISOString(),
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    location: row.location,
    primaryGenre: row.primaryGenre,
    secondaryGenre: row.secondaryGenre,
    bio: row.bio,
    keyMembers: row.keyMembers,
    manager: row.manager,
    managerEmail: row.managerEmail,
    managerPhone: row.managerPhone,
    avatarUrl: row.avatarUrl,
    profileBannerUrl: row.profileBannerUrl,
    /** A live band with the same name (ignoring case and spaces): flagged, not refused. */
    duplicateOf: row.duplicateOf,
  };
}

/** The answer to approve or reject: the new status and, after approval, the live band's id. */
export function presentReviewed(row: SubmissionRow) {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    approvedBandId: row.approvedBandId,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
