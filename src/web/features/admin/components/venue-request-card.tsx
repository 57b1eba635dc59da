import type { VenueSubmissionItem } from "@/shared/contract/submissions";
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

/** An Instagram handle or a full link, as typed; a handle becomes its profile link. */
const instagramUrl = (value: string) =>
  /^https?:\/\//i.test(value) ? value : `https://instagram.com/${encodeURIComponent(value.trim().replace(/^@/, ""))}`;

/** An 'Add your Venue' suggestion: what the venue page will show, with the links to check it. */
export function VenueRequestCard({ request: r, busy, onApprove, onReject }: RequestCardProps<VenueSubmissionItem>) {
  return (
    <Card aria-labelledby={`request-${r.id}`} role="article">
      <RequestCardHeader id={r.id} name={r.name} submittedAt={r.submittedAt} by={r.submitter?.name ?? null} />
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="City">{r.city}</Detail>
          <Detail label="Area and State">{r.location || NOT_PROVIDED}</Detail>
          <Detail label="Type">{r.venueType || NOT_SPECIFIED}</Detail>
          <Detail label="Capacity">{r.capacity || NOT_SPECIFIED}</Detail>
          <Detail label="Genre">{r.genre || NOT_SPECIFIED}</Detail>
          <Detail label="Phone">{r.phone || NOT_PROVIDED}</Detail>
          <Detail label="Website">{r.website ? <OutsideLink href={r.website} /> : NOT_PROVIDED}</Detail>
          <Detail label="Instagram">
            {r.instagram ? <OutsideLink href={instagramUrl(r.instagram)} /> : NOT_PROVIDED}
          </Detail>
          <Detail label="About" wide>
            {r.description || NOT_PROVIDED}
          </Detail>
          <Detail label="Submitted By">{r.submitter?.name ?? NOT_PROVIDED}</Detail>
        </dl>
      </CardContent>
      <ReviewActions name={r.name} busy={busy} onApprove={onApprove} onReject={onReject} />
    </Card>
  );
}
