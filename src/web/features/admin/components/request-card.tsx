import { CheckIcon, XIcon } from "lucide-react";
import type { ReactNode } from "react";
import { formatIst } from "@/shared/datetime";
import { Button } from "@/web/components/ui/button";
import { CardFooter, CardHeader, CardTitle } from "@/web/components/ui/card";

/** The pieces every request card of the admin queues shares (bands, gigs, venues). */
export const NOT_SPECIFIED = "Not specified";
export const NOT_PROVIDED = "Not provided";

export const submittedAt = (iso: string) => formatIst(iso, "MMM d, yyyy 'at' h:mm a 'IST'");

export function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

/** An outside link the admin may want to check before deciding; opens in a new tab. */
export function OutsideLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-primary-bright underline-offset-2 hover:underline"
    >
      {href}
    </a>
  );
}

type ReviewActionsProps = { name: string; busy: boolean; onApprove: () => void; onReject: () => void };

/** Approve and Reject, named after the request so a screen reader knows which card they act on. */
export function ReviewActions({ name, busy, onApprove, onReject }: ReviewActionsProps) {
  return (
    <CardFooter className="grid grid-cols-2 gap-2 sm:flex sm:justify-end">
      <Button onClick={onApprove} disabled={busy} aria-label={`Approve ${name}`} className="sm:min-w-32">
        <CheckIcon aria-hidden="true" />
        Approve
      </Button>
      <Button
        variant="outline"
        onClick={onReject}
        disabled={busy}
        aria-label={`Reject ${name}`}
        className="sm:min-w-32"
      >
        <XIcon aria-hidden="true" />
        Reject
      </Button>
    </CardFooter>
  );
}

/** What the queue hands each card. */
export type RequestCardProps<T> = { request: T; busy: boolean; onApprove: () => void; onReject: () => void };

/** The card's frame: an article named by its title, with who sent it and when. */
export function RequestCardHeader({
  id,
  name,
  submittedAt: at,
  by,
}: {
  id: string;
  name: string;
  submittedAt: string;
  by: string | null;
}) {
  return (
    <CardHeader>
      <CardTitle id={`request-${id}`} className="break-words">
        {name}
      </CardTitle>
      <p className="text-sm text-muted-foreground">
        Submitted {submittedAt(at)} by {by || NOT_PROVIDED}
      </p>
    </CardHeader>
  );
}
