import { rejectSubmissionSchema } from "@/shared/validation/submissions";
import { useApproveClaim, usePendingClaims, useRejectClaim } from "../api/claims";
import { ClaimRequestCard } from "./claim-request-card";
import { type QueueTexts, ReviewQueue } from "./review-queue";

const TEXTS: QueueTexts = {
  empty: "No pending page claims at the moment.",
  loadFailed: "Failed to load page claims.",
  approved: {
    title: "Claim Approved",
    description: (name) => `The member now manages ${name} and has been notified.`,
  },
  approveFailed: { title: "Approval Failed", description: "There was an error approving the claim. Please try again." },
  rejected: {
    title: "Claim Rejected",
    description: (name) => `The claim for ${name} was rejected. The member has been notified.`,
  },
  rejectFailed: { title: "Rejection Failed", description: "There was an error rejecting the claim. Please try again." },
  reject: {
    title: "Reject Page Claim",
    confirm: "Reject Claim",
    placeholder: "e.g. The links do not show that you run this page.",
  },
};

/** 'Claim this page' requests, oldest first. */
export function PendingClaims() {
  return (
    <ReviewQueue
      requests={usePendingClaims()}
      approve={useApproveClaim()}
      reject={useRejectClaim()}
      rejectSchema={rejectSubmissionSchema}
      texts={TEXTS}
      Card={ClaimRequestCard}
    />
  );
}
