import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

type EntityNotFoundProps = {
  /** The spec's heading: 'Gig Not Found', 'Venue Not Found', 'Blog not found'. */
  title: string;
  message: string;
  /** 001 §2 shows the gig's message in red. */
  messageClassName?: string;
  back: { to: string; label: string };
  /** Offered when the load failed for another reason than a missing row (network, server). */
  onRetry?: () => void;
};

/** The view a detail page shows when its record is missing, malformed or failed to load. */
export function EntityNotFound({ title, message, messageClassName, back, onRetry }: EntityNotFoundProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className={cn("mt-2 text-muted-foreground", messageClassName)}>{message}</p>
      <div className="mt-6 flex gap-3">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
        <Button asChild>
          <Link to={back.to}>{back.label}</Link>
        </Button>
      </div>
    </div>
  );
}
