import { CalendarDaysIcon, ExternalLinkIcon, TicketIcon } from "lucide-react";
import { Link } from "react-router";
import type { GigListItem } from "@/shared/contract/events";
import type { VenueDetail } from "@/shared/contract/venues";
import { formatIst, formatIstTime } from "@/shared/datetime";
import { ShowMoreButton, useShowMore } from "@/web/components/show-more";
import { Button } from "@/web/components/ui/button";
import { moreVenueEventsQueryOptions } from "../api/get-venue-events";

/** 001 §9's venue example writes the date in full ('June 15, 2025'). */
const VENUE_EVENT_DATE = "MMMM d, yyyy";

function BookTickets({ gig }: { gig: GigListItem }) {
  // Without a ticket link the gig's own page is the generic fallback (001 §9).
  if (!gig.ticketUrl) {
    return (
      <Button asChild size="sm" variant="secondary">
        <Link to={`/events/${gig.id}`} aria-label={`Book Tickets for ${gig.name}`}>
          <TicketIcon aria-hidden="true" />
          Book Tickets
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm">
      <a
        href={gig.ticketUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Book Tickets for ${gig.name} (opens in a new tab)`}
      >
        <TicketIcon aria-hidden="true" />
        Book Tickets
        <ExternalLinkIcon aria-hidden="true" />
      </a>
    </Button>
  );
}

/** Upcoming Events at this venue, from the events table, soonest first. */
export function VenueEvents({ venue }: { venue: VenueDetail }) {
  const upcoming = useShowMore(
    venue.upcomingEvents,
    moreVenueEventsQueryOptions(venue.id, venue.upcomingEvents.nextCursor),
  );
  const gigs = upcoming.items;
  return (
    <section aria-labelledby="venue-events" className="grid gap-3">
      <h2 id="venue-events" className="text-xl font-bold">
        Upcoming Events
      </h2>
      {gigs.length === 0 ? (
        <p className="text-sm text-muted-foreground">No upcoming events at this venue yet.</p>
      ) : (
        <ul className="grid gap-3">
          {gigs.map((gig) => (
            <li
              key={gig.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4"
            >
              <div className="min-w-0">
                <Link to={`/events/${gig.id}`} className="font-semibold hover:text-primary-bright">
                  {gig.name}
                </Link>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
                  <CalendarDaysIcon className="size-4 shrink-0" aria-hidden="true" />
                  {formatIst(gig.startTime, VENUE_EVENT_DATE)}
                  {gig.startTime ? ` · ${formatIstTime(gig.startTime)}` : ""}
                  {gig.ticketPrice ? ` · ${gig.ticketPrice}` : ""}
                </p>
              </div>
              <BookTickets gig={gig} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={upcoming} label="Show more events" />
    </section>
  );
}
