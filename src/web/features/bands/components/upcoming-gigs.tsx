import type { ActGig } from "@/shared/contract/acts";
import { GigCard } from "@/web/components/cards/gig-card";
import { Carousel } from "@/web/components/carousel";
import { GigList, gigTitle } from "@/web/components/profile/gig-list";

/**
 * The band's upcoming gigs as a looping carousel, 1 / 2 / 3 cards per breakpoint (001 §2, §9); each
 * card opens its gig. Gigs without an event page are listed under the carousel instead.
 */
export function UpcomingGigs({ gigs }: { gigs: ActGig[] }) {
  const withPage = gigs.filter((gig) => gig.eventId);
  const withoutPage = gigs.filter((gig) => !gig.eventId);
  if (gigs.length === 0) return <p className="text-sm text-muted-foreground">No upcoming gigs announced yet.</p>;
  return (
    <div className="grid gap-4">
      {withPage.length ? (
        <Carousel label="Upcoming gigs" slideClassName="basis-full md:basis-1/2 lg:basis-1/3">
          {withPage.map((gig) => (
            <GigCard
              key={gig.id}
              gig={{
                id: gig.eventId!,
                name: gigTitle(gig),
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
      ) : null}
      {withoutPage.length ? <GigList gigs={withoutPage} label="More upcoming gigs" /> : null}
    </div>
  );
}
