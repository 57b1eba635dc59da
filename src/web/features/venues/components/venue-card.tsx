import { MapPinIcon, StarIcon } from "lucide-react";
import { Link } from "react-router";
import type { VenueListItem } from "@/shared/contract/venues";
import { CardImage } from "@/web/components/cards/card-image";
import { LOCATION_TBA } from "@/web/components/cards/gig-place";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";

/** A venue card: first image, name, type, city and location, rating out of 5. */
export function VenueCard({ venue, eager }: { venue: VenueListItem; eager?: boolean }) {
  const place = [venue.city, venue.location].filter(Boolean).join(" · ") || LOCATION_TBA;
  return (
    <Card className="h-full">
      <Link to={`/venues/${venue.id}`} className="group flex h-full flex-col focus-visible:outline-none">
        <CardImage
          url={venue.imageUrl}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          eager={eager}
        />
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <div className="flex items-start justify-between gap-2">
            <h2 className="text-base leading-snug font-semibold group-hover:text-primary-bright group-focus-visible:underline">
              {venue.name}
            </h2>
            {venue.rating !== null ? (
              <span
                className="flex shrink-0 items-center gap-1 text-sm font-medium"
                aria-label={`Rated ${venue.rating.toFixed(1)} out of 5`}
              >
                <StarIcon className="size-4 fill-warning text-warning" aria-hidden="true" />
                {venue.rating.toFixed(1)}
              </span>
            ) : null}
          </div>
          {venue.venueType ? <p className="text-sm text-primary-bright">{venue.venueType}</p> : null}
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2">{place}</span>
          </p>
        </div>
      </Link>
    </Card>
  );
}

export function VenueCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton className="aspect-video rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </Card>
  );
}
