import type { ActGig } from "@/shared/contract/acts";
import { GigCard } from "@/web/components/cards/gig-card";
import { Carousel } from "@/web/components/carousel";

/**
 * The band's upcoming gigs (those whose line-up holds it) as a looping carousel, 1 / 2 / 3 cards per
 * breakpoint (001 §2, §9); each card opens its gig.
 */
export function UpcomingGigs({ gigs }: { gigs: ActGig[] }) {
  if (gigs.length === 0) return <p className="text-sm text-muted-foreground">No upcoming gigs announced yet.</p>;
  return (
    <Carousel label="Upcoming gigs" slideClassName="basis-full md:basis-1/2 lg:basis-1/3">
      {gigs.map((gig) => (
        <GigCard
          key={gig.id}
          gig={{
            id: gig.eventId,
            name: gig.name,
            venueName: gig.venue,
            city: gig.city,
            startTime: gig.date,
            coverImageUrl: gig.coverImageUrl,
          }}
          sizes="(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw"
          className="h-full"
        />
      ))}
    </Carousel>
  );
}
