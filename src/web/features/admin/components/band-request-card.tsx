import { AlertTriangleIcon, CheckIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatIst } from "@/shared/datetime";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";
import type { PendingBand } from "../api/types";

const NOT_SPECIFIED = "Not specified";
const NOT_PROVIDED = "Not provided";

type BandRequestCardProps = {
  request: PendingBand;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
};

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** One request on /admin/band-approvals, with every field of 000 §2 and the duplicate warning. */
export function BandRequestCard({ request: r, busy, onApprove, onReject }: BandRequestCardProps) {
  const submitted = formatIst(r.submittedAt, "MMM d, yyyy 'at' h:mm a 'IST'");
  return (
    <Card aria-labelledby={`request-${r.id}`} role="article">
      {r.profileBannerUrl ? (
        <img src={r.profileBannerUrl} alt="" className="aspect-[16/6] w-full object-cover" loading="lazy" />
      ) : null}
      <CardHeader className="flex-row items-center gap-3">
        {r.avatarUrl ? <img src={r.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" loading="lazy" /> : null}
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
          <p role="note" className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm text-amber-200">
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
                <a href={`mailto:${r.submitterEmail}`} className="text-primary-bright underline-offset-2 hover:underline">
                  {r.submitterEmail}
                </a>
              </>
            ) : null}
          </Detail>
        </dl>
      </CardContent>
      <CardFooter className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button onClick={onApprove} disabled={busy} aria-label={`Approve ${r.name}`} className="sm:min-w-32">
          <CheckIcon aria-hidden="true" />
          Approve
        </Button>
        <Button variant="outline" onClick={onReject} disabled={busy} aria-label={`Reject ${r.name}`} className="sm:min-w-32">
          <XIcon aria-hidden="true" />
          Reject
        </Button>
      </CardFooter>
    </Card>
  );
}
