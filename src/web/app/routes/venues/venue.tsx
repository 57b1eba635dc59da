import { ArrowLeftIcon, CameraIcon, GlobeIcon, MapPinIcon, PencilIcon } from "lucide-react";
import { useMemo } from "react";
import { Link, useParams } from "react-router";
import type { VenueDetail } from "@/shared/contract/venues";
import { PRODUCT_NAME } from "@/shared/product";
import { HydrateWhenVisible } from "@/web/components/hydrate-when-visible";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { lazyPart } from "@/web/components/ui/lazy-part";
import { PageActions } from "@/web/features/page-managers/components/page-actions";
import { CommunityPanel } from "@/web/features/participation/components/community-panel";
import { ShareMenu } from "@/web/features/participation/components/share-menu";
import { useVenue } from "@/web/features/venues/api/get-venue";
import { VenueFacts } from "@/web/features/venues/components/venue-facts";
import { VenueGallery } from "@/web/features/venues/components/venue-gallery";
import { VenueNotFound } from "@/web/features/venues/components/venue-not-found";
import { useSession } from "@/web/hooks/use-session";
import { ApiError } from "@/web/lib/api-client";

// 'Upcoming Events' sits below the fold: its code (the gig cards) comes when it nears the screen.
const VenueEvents = lazyPart(() => import("@/web/features/venues/components/venue-events"), "VenueEvents");

/** An Instagram handle ('@loudbox', 'loudbox') or profile URL as a link; null when it is neither. */
function instagramUrl(value: string | null): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  const handle = text.replace(/^@/, "");
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `https://www.instagram.com/${handle}/` : null;
}

const safeWebsite = (value: string | null) => (value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null);

/** Venue detail (001 §2). The share widget joins the links row with the community work. */
export default function VenueRoute() {
  const { venueId = "" } = useParams();
  const venue = useVenue(venueId);

  if (venue.isPending) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        Loading venue...
      </p>
    );
  }
  if (venue.isError) {
    const missing = venue.error instanceof ApiError && venue.error.status === 404;
    return <VenueNotFound onRetry={missing ? undefined : () => venue.refetch()} />;
  }
  const data = venue.data;
  return (
    <article className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 px-4 py-6 md:px-6">
      <title>{`${data.name} · ${PRODUCT_NAME}`}</title>
      <Link
        to="/venue"
        className="flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-primary-bright"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        All venues
      </Link>
      <header className="grid gap-1">
        <h1 className="text-2xl font-extrabold tracking-tight md:text-4xl">{data.name}</h1>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          {[data.city, data.location].filter(Boolean).join(" · ")}
        </p>
      </header>
      <VenueGallery name={data.name} imageUrls={data.imageUrls} />
      <VenueLinks venue={data} />
      <VenueFacts venue={data} />
      <section aria-labelledby="venue-about" className="grid gap-2">
        <h2 id="venue-about" className="text-xl font-bold">
          About
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">{data.description?.trim() || "No description yet."}</p>
      </section>
      {data.amenities.length ? (
        <section aria-labelledby="venue-amenities" className="grid gap-2">
          <h2 id="venue-amenities" className="text-xl font-bold">
            Amenities
          </h2>
          <ul className="flex flex-wrap gap-2">
            {data.amenities.map((amenity) => (
              <li key={amenity}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {amenity}
                </Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <DeferredVenueEvents venue={data} />
      <section id="comments" aria-labelledby="venue-comments" className="grid scroll-mt-20 gap-3">
        <h2 id="venue-comments" className="text-xl font-bold">
          Venue Comments
        </h2>
        <CommunityPanel
          entityType="venue"
          entityId={data.id}
          emptyText="No comments about this venue yet."
          placeholder="Gig talk, tickets, how to get there…"
        />
      </section>
    </article>
  );
}

/**
 * 'Upcoming Events', hydrated (and its code downloaded) when it comes near the screen. The element is
 * kept while the venue's data is the same object, so a re-render of the page leaves server markup
 * that is still waiting as it is (see HydrateWhenVisible).
 */
function DeferredVenueEvents({ venue }: { venue: VenueDetail }) {
  const events = useMemo(() => <VenueEvents venue={venue} />, [venue]);
  return <HydrateWhenVisible>{events}</HydrateWhenVisible>;
}

/** The share widget (participation), 'Visit Website', 'Follow on Instagram' (both in a new tab), 'Edit Venue' for admins and the manager actions (Edit Page, Claim this page). */
function VenueLinks({ venue }: { venue: VenueDetail }) {
  const session = useSession();
  const website = safeWebsite(venue.website);
  const instagram = instagramUrl(venue.instagram);
  const isAdmin = session.data?.user.role === "admin";
  return (
    <div className="flex flex-wrap gap-2">
      <ShareMenu
        entityType="venue"
        entityId={venue.id}
        title={`${venue.name} on ${PRODUCT_NAME}`}
        size="default"
        variant="secondary"
      />
      {website ? (
        <Button asChild variant="secondary">
          <a href={website} target="_blank" rel="noopener noreferrer">
            <GlobeIcon aria-hidden="true" />
            Visit Website
          </a>
        </Button>
      ) : null}
      {instagram ? (
        <Button asChild variant="secondary">
          <a href={instagram} target="_blank" rel="noopener noreferrer">
            <CameraIcon aria-hidden="true" />
            Follow on Instagram
          </a>
        </Button>
      ) : null}
      <PageActions kind="venues" id={venue.id} name={venue.name} />
      {isAdmin ? (
        <Button asChild variant="outline">
          <Link to={`/venues/${venue.id}/edit`}>
            <PencilIcon aria-hidden="true" />
            Edit Venue
          </Link>
        </Button>
      ) : null}
    </div>
  );
}
