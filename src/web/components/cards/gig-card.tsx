import { CalendarDaysIcon, MapPinIcon, MessageCircleIcon, TicketIcon } from "lucide-react";
import { Link } from "react-router";
import type { GigListItem } from "@/shared/contract/events";
import { formatIstShortDate } from "@/shared/datetime-core";
import { eventBucket } from "@/shared/events-order";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useNow } from "@/web/hooks/use-now";
import { cn } from "@/web/lib/cn";
import { CardImage } from "./card-image";
import { venueAndCity } from "./gig-place";

/** What a gig card shows (the card opens /events/{id}); the band and venue pages map their gigs to this. */
export type GigCardData = Pick<GigListItem, "id" | "name" | "venueName" | "city" | "startTime" | "coverImageUrl">;

type GigCardProps = { gig: GigCardData; sizes?: string; eager?: boolean; className?: string };

/**
 * A gig (001 §2): image, name, 'venue, city', date 'MMM d, yyyy' in IST, Gossip (the gig's chat)
 * and Get Tickets (the gig page). The image and name open the gig. A gig before today (IST, the
 * events list's 'past', 001 §4) says 'Past' and sells no tickets.
 */
export function GigCard({
  gig,
  sizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  eager,
  className,
}: GigCardProps) {
  const href = `/events/${gig.id}`;
  const now = useNow();
  const past = eventBucket(gig.startTime, now) === "past";
  return (
    <Card className={cn("flex flex-col", className)}>
      {/* Named by everything it shows (name, venue, date): a shorter aria-label would hide what sighted users read (WCAG 2.5.3). */}
      <Link to={href} className="group flex flex-1 flex-col focus-visible:outline-none">
        <CardImage
          url={gig.coverImageUrl}
          sizes={sizes}
          eager={eager}
          className="transition-opacity group-hover:opacity-90"
        />
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <h3 className="line-clamp-2 text-base leading-snug font-semibold group-hover:text-primary-bright group-focus-visible:underline">
            {gig.name}
          </h3>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="line-clamp-1">{venueAndCity(gig.venueName, gig.city)}</span>
          </p>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDaysIcon className="size-4 shrink-0" aria-hidden="true" />
            <span>{formatIstShortDate(gig.startTime)}</span>
            {past ? <Badge variant="secondary">Past</Badge> : null}
          </p>
        </div>
      </Link>
      <div className={cn("grid gap-2 px-4 pb-4", !past && "grid-cols-2")}>
        <Button asChild variant="secondary" size="sm">
          <Link to={`${href}#chat`} aria-label={`Gossip about ${gig.name}`}>
            <MessageCircleIcon aria-hidden="true" />
            Gossip
          </Link>
        </Button>
        {past ? null : (
          <Button asChild size="sm">
            <Link to={href} aria-label={`Get Tickets for ${gig.name}`}>
              <TicketIcon aria-hidden="true" />
              Get Tickets
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

/** Stands in for a gig card while gigs load (001 §9: 4 skeleton cards). */
export function GigCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton className="aspect-video rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-2/5" />
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
      </div>
    </Card>
  );
}
