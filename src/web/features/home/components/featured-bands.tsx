import type { ActCard } from "@/shared/contract/acts";
import { ArtistBandCard, ArtistBandCardSkeleton } from "@/web/components/cards/artist-band-card";
import { Carousel } from "@/web/components/carousel";
import { HomeSection, SectionError } from "./section";

const SLIDE = "basis-[62%] sm:basis-1/3 lg:basis-1/4";

type Props = { bands: ActCard[] | undefined; status: "pending" | "error" | "success" };

/** Featured Bands (001 §2): six, looping; Scream and Gossip go to the band page's sections. */
export function FeaturedBands({ bands, status }: Props) {
  return (
    <HomeSection id="featured-bands" title="Featured Bands" viewAll="/bands">
      {status === "pending" ? (
        <div className="flex gap-4 overflow-hidden" role="status" aria-label="Loading featured bands">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className={`shrink-0 ${SLIDE}`}>
              <ArtistBandCardSkeleton />
            </div>
          ))}
        </div>
      ) : status === "error" ? (
        <SectionError message="Failed to load featured bands. Please try again later." />
      ) : !bands?.length ? (
        <p className="text-sm text-muted-foreground">No featured bands yet.</p>
      ) : (
        <Carousel label="Featured Bands" slideClassName={SLIDE}>
          {bands.map((band, i) => (
            <ArtistBandCard key={band.id} item={band} priority={i < 2} className="h-full" />
          ))}
        </Carousel>
      )}
    </HomeSection>
  );
}
