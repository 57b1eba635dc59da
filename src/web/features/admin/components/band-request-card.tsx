import { AlertTriangleIcon } from "lucide-react";
import { Link } from "react-router";
import type { PendingBand } from "@/shared/contract/admin/band-approvals";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Detail, NOT_PROVIDED, NOT_SPECIFIED, ReviewActions, submittedAt } from "./request-card";

type BandRequestCardProps = {
  request: PendingBand;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

/** One request on /admin/band-approvals, with every field of 000 §2 and the duplicate warning. */
export function BandRequestCard({ request: r, busy, onApprove, onReject }: BandRequestCardProps) {
  const submitted = submittedAt(r.submittedAt);
  return (
    <Card aria-labelledby={`request-${r.id}`} role="article">
      {r.profileBannerUrl ? (
        <img src={r.profileBannerUrl} alt="" className="aspect-[16/6] w-full object-cover" loading="lazy" />
      ) : null}
      <CardHeader className="flex-row items-center gap-3">
        {r.avatarUrl ? (
          <img src={r.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" loading="lazy" />
        ) : null}
        <div className="min-w-0">
          <CardTitle id={`request-${r.id}`} className="break-words">
            {r.name}
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            Submitted {submitted} by {r.submitterName || NOT_PROVIDED}
          </p>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {r.duplicateOf ? (
          <p
            role="note"
            className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-amber-200"
          >
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Possible duplicate: a band named{" "}
              <Link to={`/bands/${r.duplicateOf.id}`} className="font-semibold underline underline-offset-2">
                {r.duplicateOf.name}
              </Link>{" "}
              is already live.
            </span>
          </p>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail label="Location">{r.location || NOT_SPECIFIED}</Detail>
          <Detail label="Genres">
            Primary: {r.primaryGenre || NOT_SPECIFIED}
            <br />
            Secondary: {r.secondaryGenre || NOT_SPECIFIED}
          </Detail>
          <Detail label="Bio" wide>
            {r.bio || NOT_PROVIDED}
          </Detail>
          <Detail label="Key Members" wide>
            {r.keyMembers || NOT_PROVIDED}
          </Detail>
          <Detail label="Manager">{r.manager}</Detail>
          <Detail label="Manager Email">
            <a href={`mailto:${r.managerEmail}`} className="text-primary-bright underline-offset-2 hover:underline">
              {r.managerEmail}
            </a>
          </Detail>
          <Detail label="Manager Phone">{r.managerPhone || NOT_PROVIDED}</Detail>
          <Detail label="Submitted By">
            {r.submitterName || NOT_PROVIDED}
            {r.submitterEmail ? (
              <>
                <br />
                <a
                  href={`mailto:${r.submitterEmail}`}
                  className="text-primary-bright underline-offset-2 hover:underline"
                >
                  {r.submitterEmail}
                </a>
              </>
            ) : null}
          </Detail>
        </dl>
      </CardContent>
      <ReviewActions name={r.name} busy={busy} onApprove={onApprove} onReject={onReject} />
    </Card>
  );
}
