import { ArrowLeftIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Page } from "@/web/components/layout/page";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useStickyBar } from "@/web/hooks/use-sticky-bar";

/** The frame of the three admin edit pages (001 §2): a back link, the title, then the form. */
export function EditPage({
  title,
  backTo,
  backLabel,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} className="max-w-3xl">
      <Button asChild variant="ghost" size="sm" className="-mt-2 mb-4 -ml-2">
        <Link to={backTo}>
          <ArrowLeftIcon aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
      {children}
    </Page>
  );
}

/** One card of an edit form ('Event Banner', 'Basic Information', …). */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/** Cancel and the submit button ('Update Venue' / 'Updating...'), kept in reach at the bottom. */
export function EditActions({
  cancelTo,
  submitLabel,
  pending,
}: {
  cancelTo: string;
  submitLabel: string;
  pending: boolean;
}) {
  const bar = useStickyBar<HTMLDivElement>();
  return (
    <div
      ref={bar}
      className="sticky bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] z-10 -mx-4 flex flex-wrap gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:justify-end md:border-0 md:bg-transparent md:px-0"
    >
      <Button asChild variant="outline" className="flex-1 md:flex-none">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
      <Button type="submit" disabled={pending} className="flex-1 md:flex-none">
        {pending ? "Updating..." : submitLabel}
      </Button>
    </div>
  );
}

/** What an edit page shows while the admin check and the record load (001 §2: skeleton). */
export function EditSkeleton() {
  return (
    <div role="status" className="grid gap-4" aria-busy="true" aria-label="Loading">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-56 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A record that failed to load for another reason than not existing (001 §8: 'Failed to load … data.'). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4"
    >
      <p className="font-semibold">Error</p>
      <p className="text-sm text-red-300">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
