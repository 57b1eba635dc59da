import { Link } from "react-router";
import { PRODUCT_NAME } from "@/shared/product";
import { Button } from "@/web/components/ui/button";

/** The edit page's missing-record view (001 §2: 'Event Not Found'). */
export function EventNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <title>{`Event Not Found · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-bold">Event Not Found</h1>
      <p className="mt-2 text-muted-foreground">
        The event you&apos;re looking for doesn&apos;t exist or has been removed.
      </p>
      <Button asChild className="mt-6">
        <Link to="/events">Upcoming Gigs</Link>
      </Button>
    </div>
  );
}
