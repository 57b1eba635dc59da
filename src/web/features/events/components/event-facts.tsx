import { CalendarDaysIcon, ClockIcon, IndianRupeeIcon, MapPinIcon, MusicIcon, TagIcon } from "lucide-react";
import { Link } from "react-router";
import type { EventDetail } from "@/shared/contract/events";
import { formatIstLongDate, formatIstTime } from "@/shared/datetime";
import { LOCATION_TBA, VENUE_TBA } from "@/web/components/cards/gig-place";
import { Fact, FactList } from "@/web/components/fact-list";

/** Date ('EEEE, MMMM d, yyyy'), time ('h:mm a IST'), venue and city, category, genre and price. */
export function EventFacts({ event }: { event: EventDetail }) {
  const venueName = event.venueName?.trim() || VENUE_TBA;
  return (
    <FactList className="gap-4 sm:grid-cols-2">
      <Fact icon={<CalendarDaysIcon />} label="Date">
        {formatIstLongDate(event.startTime)}
      </Fact>
      <Fact icon={<ClockIcon />} label="Time">
        {formatIstTime(event.startTime, { missing: "Time TBA" })}
      </Fact>
      <Fact icon={<MapPinIcon />} label="Venue">
        {event.venue ? (
          <Link to={`/venues/${event.venue.id}`} className="text-primary-bright underline-offset-4 hover:underline">
            {venueName}
          </Link>
        ) : (
          venueName
        )}
        <span className="block text-sm font-normal text-muted-foreground">{event.city?.trim() || LOCATION_TBA}</span>
      </Fact>
      {event.category ? (
        <Fact icon={<TagIcon />} label="Category">
          {event.category}
        </Fact>
      ) : null}
      {event.genre ? (
        <Fact icon={<MusicIcon />} label="Genre">
          {event.genre}
        </Fact>
      ) : null}
      {event.ticketPrice ? (
        <Fact icon={<IndianRupeeIcon />} label="Ticket price">
          {event.ticketPrice}
        </Fact>
      ) : null}
    </FactList>
  );
}
