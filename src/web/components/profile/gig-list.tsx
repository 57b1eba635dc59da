import { CalendarDaysIcon, ChevronRightIcon, MapPinIcon } from "lucide-react";
import { Link } from "react-router";
import type { ActGig } from "@/shared/contract/acts";
import { formatIst, formatIstShortDate } from "@/shared/datetime";
import { LOCATION_TBA, VENUE_TBA } from "@/web/components/cards/gig-place";

/** A compact list of gigs (Past Performances, an artist's gigs): date, title, venue and city; each opens its gig. */
export function GigList({ gigs, label }: { gigs: ActGig[]; label: string }) {
  return (
    <ul aria-label={label} className="divide-y overflow-hidden rounded-xl border bg-card">
      {gigs.map((gig) => {
        const body = (
          <>
            <span className="grid w-12 shrink-0 place-items-center rounded-lg bg-secondary py-1 text-center leading-tight">
              <span className="text-[11px] font-semibold text-primary-bright uppercase">
                {formatIst(gig.date, "MMM")}
              </span>
              <span className="text-lg font-bold">{formatIst(gig.date, "d")}</span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold">{gig.name}</span>
              <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted-foreground">
                <MapPinIcon className="size-3 shrink-0" aria-hidden="true" />
                {gig.venue?.trim() || VENUE_TBA}, {gig.city?.trim() || LOCATION_TBA}
              </span>
              <span className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
                <CalendarDaysIcon className="size-3 shrink-0" aria-hidden="true" />
                <time dateTime={gig.date}>{formatIstShortDate(gig.date)}</time>
              </span>
            </span>
          </>
        );
        return (
          <li key={gig.id}>
            <Link
              to={`/events/${gig.eventId}`}
              className="flex items-center gap-3 p-3 transition-colors hover:bg-secondary focus-visible:bg-secondary focus-visible:outline-none"
            >
              {body}
              <ChevronRightIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
