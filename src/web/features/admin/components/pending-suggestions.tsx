import type { ReactNode } from "react";
import type { GigSubmissionItem, VenueSubmissionItem } from "@/shared/contract/submissions";
import { rejectSubmissionSchema } from "@/shared/validation/submissions";
import { usePendingSuggestions } from "../api/get-pending-suggestions";
import { useApproveSuggestion, useRejectSuggestion } from "../api/review-suggestion";
import type { SuggestionKind } from "../api/types";
import { GigRequestCard } from "./gig-request-card";
import type { RequestCardProps } from "./request-card";
import { type QueueTexts, ReviewQueue } from "./review-queue";
import { VenueRequestCard } from "./venue-request-card";

/** The band queue's texts with the gig's or venue's noun. */
function suggestionTexts(noun: "Gig" | "Venue"): QueueTexts {
  const lower = noun.toLowerCase();
  return {
    empty: `No pending ${lower} suggestions at the moment.`,
    loadFailed: `Failed to load ${lower} suggestions.`,
    approved: {
      title: `${noun} Approved`,
      description: (name) => `${name} is now listed. The member who suggested it has been notified.`,
    },
    approveFailed: {
      title: "Approval Failed",
      description: `There was an error approving the ${lower}. Please try again.`,
    },
    rejected: {
      title: `${noun} Rejected`,
      description: (name) => `${name} was rejected. The member who suggested it has been notified.`,
    },
    rejectFailed: {
      title: "Rejection Failed",
      description: `There was an error rejecting the ${lower}. Please try again.`,
    },
    reject: {
      title: `Reject ${noun} Suggestion`,
      confirm: `Reject ${noun}`,
      placeholder:
        noun === "Gig" ? "e.g. We couldn't confirm this gig with the venue." : "e.g. We couldn't confirm the address.",
    },
  };
}

// The queue and its card are picked by the same kind, so a card only ever gets its own kind of request.
type SuggestionCard = (props: RequestCardProps<GigSubmissionItem | VenueSubmissionItem>) => ReactNode;

const QUEUES: Record<SuggestionKind, { texts: QueueTexts; Card: SuggestionCard }> = {
  gig: { texts: suggestionTexts("Gig"), Card: GigRequestCard as SuggestionCard },
  venue: { texts: suggestionTexts("Venue"), Card: VenueRequestCard as SuggestionCard },
};

/** 'Add your Gig' or 'Add your Venue' suggestions, oldest first. */
export function PendingSuggestions({ kind }: { kind: SuggestionKind }) {
  const { texts, Card } = QUEUES[kind];
  return (
    <ReviewQueue
      requests={usePendingSuggestions(kind)}
      approve={useApproveSuggestion(kind)}
      reject={useRejectSuggestion(kind)}
      rejectSchema={rejectSubmissionSchema}
      texts={texts}
      Card={Card}
    />
  );
}
