import type { GigSubmissionItem } from "@/shared/contract/submissions";
import { formatIst } from "@/shared/datetime";
import { Card, CardContent } from "@/web/components/ui/card";
import {
  Detail,
  NOT_PROVIDED,
  NOT_SPECIFIED,
  OutsideLink,
  RequestCardHeader,
  type RequestCardProps,
  ReviewActions,
} from "./request-card";

const when = (iso: string) => formatIst(iso, "EEEE, MMMM d, yyyy 'at' h:mm a 'IST'");

/** An 'Add your Gig' suggestion: everything the gig page will show, and who to ask about it. */
export function GigRequestCard({ request: r, busy, onApprove, onReject }: RequestCardProps<GigSubmissionItem>) {
  return (
    <Card aria-labelledby={`request-${r.id}`} role="article">
      <RequestCardHeader id={r.id} name={r.name} submittedAt={r.submittedAt} by={r.submitter?.name ?? null} />
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Starts">{when(r.startTime)}</Detail>
          <Detail label="Ends">{r.endTime ? when(r.endTime) : NOT_SPECIFIED}</Detail>
          <Detail label="Venue">{r.venueName}</Detail>
          <Detail label="City">{r.city}</Detail>
          <Detail label="Genre">{r.genre || NOT_SPECIFIED}</Detail>
          <Detail label="Category">{r.category || NOT_SPECIFIED}</Detail>
          <Detail label="Ticket Price">{r.ticketPrice || NOT_SPECIFIED}</Detail>
          <Detail label="Ticket Link">{r.ticketUrl ? <OutsideLink href={r.ticketUrl} /> : NOT_PROVIDED}</Detail>
          <Detail label="About" wide>
            {r.description || NOT_PROVIDED}
          </Detail>
          <Detail label="Submitted By">{r.submitter?.name ?? NOT_PROVIDED}</Detail>
          <Detail label="Contact Phone">{r.contactPhone || NOT_PROVIDED}</Detail>
        </dl>
      </CardContent>
      <ReviewActions name={r.name} busy={busy} onApprove={onApprove} onReject={onReject} />
    </Card>
  );
}
