import { Link } from "react-router";
import type { PageClaimItem } from "@/shared/contract/pages";
import { Card, CardContent } from "@/web/components/ui/card";
import {
  Detail,
  NOT_PROVIDED,
  OutsideLink,
  RequestCardHeader,
  type RequestCardProps,
  ReviewActions,
} from "./request-card";

const KIND_LABEL = { band: "Band", artist: "Artist page", venue: "Venue" } as const;
const PAGE_PATH = { band: "bands", artist: "artists", venue: "venues" } as const;

/** A 'Claim this page' request: which page, who claims it in what role, and the links that prove it. */
export function ClaimRequestCard({ request: r, busy, onApprove, onReject }: RequestCardProps<PageClaimItem>) {
  return (
    <Card aria-labelledby={`request-${r.id}`} role="article">
      <RequestCardHeader id={r.id} name={r.name} submittedAt={r.submittedAt} by={r.submitter?.name ?? null} />
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Page">
            <Link className="underline" to={`/${PAGE_PATH[r.pageType]}/${r.pageId}`}>
              {KIND_LABEL[r.pageType]}: {r.name}
            </Link>
          </Detail>
          <Detail label="Role">{r.role}</Detail>
          <Detail label="Claimed By">{r.submitter?.name ?? NOT_PROVIDED}</Detail>
          <Detail label="Contact Phone">{r.contactPhone || NOT_PROVIDED}</Detail>
          <Detail label="Instagram">{r.instagram ? <OutsideLink href={r.instagram} /> : NOT_PROVIDED}</Detail>
          <Detail label="Website">{r.website ? <OutsideLink href={r.website} /> : NOT_PROVIDED}</Detail>
          <Detail label="YouTube">{r.youtube ? <OutsideLink href={r.youtube} /> : NOT_PROVIDED}</Detail>
          <Detail label="Message" wide>
            {r.message || NOT_PROVIDED}
          </Detail>
        </dl>
      </CardContent>
      <ReviewActions name={r.name} busy={busy} onApprove={onApprove} onReject={onReject} />
    </Card>
  );
}
