import type { InfiniteData, UseInfiniteQueryResult, UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Page } from "@/shared/contract/define";
import { LoadFailed } from "@/web/components/admin-edit";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { ApiError } from "@/web/lib/api-client";
import { toast } from "@/web/lib/toast";
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

/** Focuses the card now where a decided one stood (or the last card), else the queue itself. */
function focusNeighbour(list: HTMLElement | null, index: number) {
  const cards = list?.querySelectorAll("article") ?? [];
  const next = cards[Math.min(index, cards.length - 1)];
  (next?.querySelector<HTMLElement>("button, a[href]") ?? list)?.focus();
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
  const list = useRef<HTMLDivElement>(null);
  // Where the card being decided stands (noted when the admin acts: the queue may refetch before the
  // mutation's callbacks run), so focus can move to its neighbour once it leaves the queue.
  const decided = useRef<{ id: string; index: number } | null>(null);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const decidedGone = decided.current !== null && !items.some((item) => item.id === decided.current?.id);

  // An approved card is gone and its button with it: focus moves to the next card, not <body>, so a
  // keyboard user goes on with the queue where they were. (A rejection does this as its dialog closes.)
  useEffect(() => {
    if (!decidedGone || !decided.current || rejecting) return;
    // Focus is somewhere useful (or in the closing reject dialog, which hands it on itself).
    if (document.activeElement && document.activeElement !== document.body) return;
    const { index } = decided.current;
    decided.current = null;
    focusNeighbour(list.current, index);
  }, [decidedGone, rejecting]);

  /** The reject dialog closes after its card left the queue: its opener is gone, so focus the neighbour. */
  const onRejectDialogClosed = (event: Event) => {
    const gone = decided.current;
    if (!gone || items.some((item) => item.id === gone.id)) return;
    decided.current = null;
    event.preventDefault();
    focusNeighbour(list.current, gone.index);
  };

  const markDecided = (request: T) => {
    decided.current = { id: request.id, index: items.findIndex((item) => item.id === request.id) };
  };

  const onApprove = (request: T) => {
    markDecided(request);
    approve.mutate(request.id, {
      onSuccess: () => toast.success(texts.approved.title, { description: texts.approved.description(request.name) }),
      onError: (error) =>
        toast.error(texts.approveFailed.title, { description: failureText(error, texts.approveFailed.description) }),
    });
  };

  const onReject = (rejectionReason: string) => {
    if (!rejecting) return;
    const request = rejecting;
    markDecided(request);
    reject.mutate(
      { id: request.id, rejectionReason },
      {
        onSuccess: () => {
          setRejecting(null);
          toast.success(texts.rejected.title, { description: texts.rejected.description(request.name) });
        },
        onError: (error) => {
          decided.current = null;
          if (error instanceof ApiError && error.status === 409) setRejecting(null);
          toast.error(texts.rejectFailed.title, { description: failureText(error, texts.rejectFailed.description) });
        },
      },
    );
  };

  if (requests.isPending) return <RequestSkeletons />;
  if (requests.isError) return <LoadFailed message={texts.loadFailed} onRetry={() => void requests.refetch()} />;
  if (items.length === 0) {
    return <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">{texts.empty}</p>;
  }
  const busyId = approve.isPending ? approve.variables : reject.isPending ? reject.variables.id : null;

  return (
    <div ref={list} tabIndex={-1} className="grid gap-4 outline-none">
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
        onCloseAutoFocus={onRejectDialogClosed}
      />
    </div>
  );
}
