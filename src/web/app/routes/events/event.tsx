import { ArrowLeftIcon, PencilIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import type { EventDetail } from "@/shared/contract/events";
import { PRODUCT_NAME } from "@/shared/product";
import { CardImage } from "@/web/components/cards/card-image";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useEvent } from "@/web/features/events/api/get-event";
import { EventFacts } from "@/web/features/events/components/event-facts";
import { GigNotFound } from "@/web/features/events/components/not-found";
import { Lineup, WhosGoing } from "@/web/features/events/components/whos-going";
import { useGoingLive } from "@/web/features/events/hooks/use-going-live";
import { AddToCalendar } from "@/web/features/participation/components/add-to-calendar";
import { CommunityPanel } from "@/web/features/participation/components/community-panel";
import { RsvpButton } from "@/web/features/participation/components/rsvp-button";
import { ShareMenu } from "@/web/features/participation/components/share-menu";
import { TicketButton } from "@/web/features/participation/components/ticket-button";
import { useHashScroll } from "@/web/hooks/use-hash-scroll";
import { useSession } from "@/web/hooks/use-session";
import { ApiError } from "@/web/lib/api-client";

/** Gig detail (001 §2). RSVP, Add to Calendar and Share join Book Ticket in the actions row. */
export default function EventRoute() {
  const { eventId = "" } = useParams();
  const event = useEvent(eventId);
  useHashScroll(event.isSuccess);
  useGoingLive(eventId, event.isSuccess);

  if (event.isPending) return <EventSkeleton />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return <GigNotFound onRetry={missing ? undefined : () => event.refetch()} />;
  }
  const gig = event.data;
  return (
    <article className="mx-auto w-full max-w-4xl pb-8">
      <title>{`${gig.name} · ${PRODUCT_NAME}`}</title>
      {/* The poster and its title share one grid cell, the title at the bottom: a title taller than the
          poster (large text) grows the cell downwards instead of climbing over the header. */}
      <div className="relative grid">
        <CardImage
          url={gig.coverImageUrl}
          sizes="(min-width: 896px) 896px, 100vw"
          eager
          className="col-start-1 row-start-1 max-h-[60vh] self-start md:rounded-b-2xl"
        />
        <div className="col-start-1 row-start-1 self-end bg-gradient-to-t from-background via-background/80 to-transparent px-4 pt-16 pb-4 md:px-6">
          {gig.cancelled ? (
            <p className="mb-2 inline-block rounded-full bg-destructive px-3 py-1 text-sm font-bold text-white">
              Cancelled
            </p>
          ) : null}
          <h1 className="text-2xl font-extrabold tracking-tight text-balance md:text-4xl">{gig.name}</h1>
        </div>
        <Link
          to="/events"
          className="absolute top-3 left-3 flex min-h-11 items-center gap-1 rounded-full bg-background/80 px-3 text-sm font-medium backdrop-blur hover:text-primary-bright"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          All gigs
        </Link>
      </div>

      <div className="grid grid-cols-1 gap-8 px-4 pt-4 md:px-6">
        <EventFacts event={gig} />
        {gig.cancelled ? (
          <p className="text-sm text-muted-foreground">This gig has been cancelled and takes no more RSVPs.</p>
        ) : (
          <EventActions event={gig} onGoing={() => void event.refetch()} />
        )}

        <section aria-labelledby="about-gig" className="grid gap-2">
          <h2 id="about-gig" className="text-xl font-bold">
            About This Gig
          </h2>
          <p className="whitespace-pre-line text-muted-foreground">
            {gig.description?.trim() || "Details coming soon."}
          </p>
        </section>

        <section aria-labelledby="lineup" className="grid grid-cols-1 gap-3">
          <h2 id="lineup" className="text-xl font-bold">
            Line-up
          </h2>
          <Lineup lineup={gig.lineup} />
        </section>

        <WhosGoing event={gig} />

        <section id="chat" aria-labelledby="chat-title" className="grid scroll-mt-20 gap-3">
          <h2 id="chat-title" className="text-xl font-bold">
            Gig Chat
          </h2>
          <CommunityPanel
            entityType="event"
            entityId={gig.id}
            emptyText="No one has posted about this gig yet."
            placeholder="Find a gig buddy, swap tips…"
          />
        </section>
      </div>
    </article>
  );
}

/**
 * RSVP, Book Ticket, Add to Calendar and Share (participation), and Edit Event for admins.
 * `onGoing` refreshes the gig (its Who's Going) after a new RSVP.
 */
function EventActions({ event, onGoing }: { event: EventDetail; onGoing: () => void }) {
  const session = useSession();
  const isAdmin = session.data?.user.role === "admin";
  const location = [event.venueName, event.city].filter(Boolean).join(", ");
  return (
    <div className="flex flex-wrap gap-2">
      <RsvpButton eventId={event.id} eventName={event.name} onGoing={onGoing} />
      <TicketButton eventId={event.id} eventName={event.name} city={event.city} ticketUrl={event.ticketUrl} />
      <AddToCalendar
        eventId={event.id}
        gig={{
          name: event.name,
          description: event.description,
          startTime: event.startTime,
          location,
          // Used in the menu's links, which render once it is opened (never on the server).
          url: `${typeof window === "undefined" ? "" : window.location.origin}/events/${event.id}`,
        }}
      />
      <ShareMenu entityType="event" entityId={event.id} title={`${event.name} on ${PRODUCT_NAME}`} />
      {isAdmin ? (
        <Button asChild size="lg" variant="outline">
          <Link to={`/events/${event.id}/edit`}>
            <PencilIcon aria-hidden="true" />
            Edit Event
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function EventSkeleton() {
  return (
    <div className="mx-auto w-full max-w-4xl" role="status" aria-label="Loading gig">
      <Skeleton className="aspect-video w-full rounded-none md:rounded-b-2xl" />
      <div className="grid gap-4 p-4 md:p-6">
        <Skeleton className="h-8 w-3/4" />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
        <Skeleton className="h-24" />
      </div>
    </div>
  );
}
