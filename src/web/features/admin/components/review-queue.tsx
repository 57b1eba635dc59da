import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import type { Page } from "@/shared/contract/define";
import { LoadFailed } from "@/web/components/admin-edit";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { RejectDialog, type RejectTexts } from "./reject-dialog";
import type { RequestCardProps } from "./request-card";

/** The words of one queue: its toasts (in the band queue's style), empty and error states. */
export type QueueTexts = {
  empty: string;
  loadFailed: string;
  approved: { title: string; description: (name: string) => string };
  approveFailed: { title: string; description: string };
  rejected: { title: string; description: (name: string) => string };
  rejectFailed: { title: string; description: string };
  reject: RejectTexts;
};

type Request = { id: string; name: string };

type ReviewQueueProps<T extends Request> = {
  requests: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  approve: UseMutationResult<unknown, Error, string>;
  reject: UseMutationResult<unknown, Error, { id: string; rejectionReason: string }>;
  rejectSchema: Parameters<typeof RejectDialog>[0]["schema"];
  texts: QueueTexts;
  Card: (props: RequestCardProps<T>) => ReactNode;
};

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

/** One admin queue (bands, gigs or venues): loading, error, empty and data states, Approve, Reject and Load more. */
export function ReviewQueue<T extends Request>({
  requests,
  approve,
  reject,
  rejectSchema,
  texts,
  Card,
}: ReviewQueueProps<T>) {
  const [rejecting, setRejecting] = useState<T | null>(null);

  const onApprove = (request: T) =>
    approve.mutate(request.id, {
      onSuccess: () => toast.success(texts.approved.title, { description: texts.approved.description(request.name) }),
      onError: (error) =>
        toast.error(texts.approveFailed.title, { description: failureText(error, texts.approveFailed.description) }),
    });

  const onReject = (rejectionReason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    reject.mutate(
      { id: request.id, rejectionReason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(texts.rejected.title, { description: texts.rejected.description(request.name) });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setRejecting(null);
          toast.error(texts.rejectFailed.title, { description: failureText(error, texts.rejectFailed.description) });
        },
      },
    );
  };

  if (requests.isPending) return <RequestSkeletons />;
  if (requests.isError) return <LoadFailed message={texts.loadFailed} onRetry={() => void requests.refetch()} />;
  const items = requests.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{texts.empty}</p>;
  }
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : null;

  return (
    <div className="grid gap-4">
      {items.map((request) => (
        <Card
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
      <RejectDialog
        request={rejecting}
        texts={texts.reject}
        schema={rejectSchema}
        pending={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={onReject}
      />
    </div>
  );
}
