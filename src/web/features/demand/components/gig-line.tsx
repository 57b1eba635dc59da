import { CalendarDaysIcon } from "lucide-react";
import { Link } from "react-router";
import type { DemandGig } from "@/shared/contract/demand";
import { formatIstShortDate } from "@/shared/datetime";

/** One upcoming gig on the board: its date and venue (or name), opening the gig page. */
export function GigLine({ gig }: { gig: DemandGig }) {
  return (
    <Link
      to={`/events/${gig.id}`}
      className="flex min-w-0 items-center gap-1.5 text-sm text-primary-bright hover:underline"
    >
      <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <time dateTime={gig.date} className="shrink-0">
        {formatIstShortDate(gig.date)}
      </time>
      <span className="min-w-0 truncate">· {gig.venue?.trim() || gig.name}</span>
    </Link>
  );
}
