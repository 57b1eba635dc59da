import type { Home } from "@/shared/contract/home";
import { GigCard, type GigCardData, GigCardSkeleton } from "@/web/components/cards/gig-card";
import { HomeSection, SectionError } from "./section";

const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4";

type Props = { gigs: Home["upcomingGigs"] | undefined; status: "pending" | "error" | "success" };

/** Upcoming Gigs (001 §2): four, from the fan's city (else Mumbai, else anywhere). */
export function UpcomingGigs({ gigs, status }: Props) {
  const items: GigCardData[] = gigs?.items ?? [];
  return (
    <HomeSection
      id="upcoming-gigs"
      title="Upcoming Gigs"
      viewAll="/events"
      subtitle={gigs?.city ? `In ${gigs.city}` : undefined}
    >
      {status === "pending" ? (
        <div className={GRID} role="status" aria-label="Loading upcoming gigs">
          {Array.from({ length: 4 }, (_, i) => (
            <GigCardSkeleton key={i} />
          ))}
        </div>
      ) : status === "error" ? (
        <SectionError message="Failed to load upcoming events. Please try again later." />
      ) : !items.length ? (
        <p className="text-sm text-muted-foreground">No upcoming gigs right now.</p>
      ) : (
        <ul className={GRID}>
          {items.map((gig) => (
            <li key={gig.id} className="grid">
              <GigCard gig={gig} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
