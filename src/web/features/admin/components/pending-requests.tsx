import { bandRejectionSchema } from "@/shared/validation/bands";
import { usePendingBands } from "../api/get-pending-bands";
import { useApproveBand, useRejectBand } from "../api/review-band";
import { BandRequestCard } from "./band-request-card";
import { BAND_REJECT_TEXTS } from "./reject-dialog";
import { type QueueTexts, ReviewQueue } from "./review-queue";

export const EMPTY_QUEUE = "No pending band approvals at the moment.";

const BAND_TEXTS: QueueTexts = {
  empty: EMPTY_QUEUE,
  loadFailed: "Failed to load band submissions.",
  approved: { title: "Band Approved", description: (name) => `${name} is live. The manager has been notified.` },
  approveFailed: { title: "Approval Failed", description: "There was an error approving the band. Please try again." },
  rejected: { title: "Band Rejected", description: (name) => `${name} was rejected. The submitter has been notified.` },
  rejectFailed: { title: "Rejection Failed", description: "There was an error rejecting the band. Please try again." },
  reject: BAND_REJECT_TEXTS,
};

/** The band queue of /admin/band-approvals (000 §2). */
export function PendingRequests() {
  return (
    <ReviewQueue
      requests={usePendingBands()}
      approve={useApproveBand()}
      reject={useRejectBand()}
      rejectSchema={bandRejectionSchema}
      texts={BAND_TEXTS}
      Card={BandRequestCard}
    />
  );
}
