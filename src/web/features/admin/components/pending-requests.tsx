import { useState } from "react";
import { toast } from "sonner";
import { LoadFailed } from "@/web/components/admin-edit";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { usePendingBands } from "../api/get-pending-bands";
import { useApproveBand, useRejectBand } from "../api/review-band";
import type { PendingBand } from "../api/types";
import { BandRequestCard } from "./band-request-card";
import { RejectDialog } from "./reject-dialog";

export const EMPTY_QUEUE = "No pending band approvals at the moment.";

/** A 409 means another admin decided first; its message says how, which beats the generic text. */
const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 409 ? error.message : fallback;

function RequestSkeletons() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-72 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** The queue of /admin/band-approvals: loading, error, empty and data states, Approve and Reject. */
export function PendingRequests() {
  const requests = usePendingBands();
  const approve = useApproveBand();
  const reject = useRejectBand();
  const [rejecting, setRejecting] = useState<PendingBand | null>(null);

  const onApprove = (request: PendingBand) =>
    approve.mutate(request.id, {
      onSuccess: () => toast.success("Band Approved", { description: `${request.name} is live. The manager has been notified.` }),
      onError: (error) =>
        toast.error("Approval Failed", {
          description: failureText(error, "There was an error approving the band. Please try again."),
        }),
    });

  const onReject = (rejectionReason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    reject.mutate(
      { id: request.id, rejectionReason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success("Band Rejected", { description: `${request.name} was rejected. The submitter has been notified.` });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRejecting(null);
          toast.error("Rejection Failed", {
            description: failureText(error, "There was an error rejecting the band. Please try again."),
          });
        },
      },
    );
  };

  if (requests.isPending) return <RequestSkeletons />;
  if (requests.isError) return <LoadFailed message="Failed to load band submissions." onRetry={() => void requests.refetch()} />;
  const items = requests.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{EMPTY_QUEUE}</p>;
  }
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : null;

  return (
    <div className="grid gap-4">
      {items.map((request) => (
        <BandRequestCard
          key={request.id}
          request={request}
          busy={busyId === request.id}
          onApprove={() => onApprove(request)}
          onReject={() => setRejecting(request)}
        />
      ))}
      {requests.hasNextPage ? (
        <Button variant="outline" onClick={() => void requests.fetchNextPage()} disabled={requests.isFetchingNextPage}>
          {requests.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      ) : null}
      <RejectDialog request={rejecting} pending={reject.isPending} onClose={() => setRejecting(null)} onReject={onReject} />
    </div>
  );
}
