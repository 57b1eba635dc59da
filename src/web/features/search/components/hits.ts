import type { ActCard } from "@/shared/contract/acts";
import type { SearchResults } from "@/shared/contract/search";
import { formatIstShortDate } from "@/shared/datetime";
import { actPath } from "@/web/components/cards/artist-band-card";
import { LOCATION_TBA, venueAndCity } from "@/web/components/cards/gig-place";
import type { SearchHit } from "./result-group";

const line = (...parts: (string | null | undefined)[]) => parts.filter((part) => part?.trim()).join(" · ");

const actHit = (act: ActCard): SearchHit => ({
  key: `${act.type}:${act.id}`,
  to: actPath(act),
  name: act.name,
  detail: line(act.type === "band" ? "Band" : "Artist", act.genres[0], act.location),
  imageUrl: act.avatarUrl ?? act.profileBannerUrl,
});

/** Each kind of result as rows linking to its page: /bands/{id}, /artists/{userId}, /venues/{id}, /events/{id}. */
export function hitsOf(results: SearchResults) {
  return {
    bands: results.bands.map(actHit),
    artists: results.artists.map(actHit),
    venues: results.venues.map<SearchHit>((venue) => ({
      key: venue.id,
      to: `/venues/${venue.id}`,
      name: venue.name,
      detail: line(venue.venueType, [venue.city, venue.location].filter(Boolean).join(", ") || LOCATION_TBA),
      imageUrl: venue.imageUrl,
    })),
    gigs: results.gigs.map<SearchHit>((gig) => ({
      key: gig.id,
      to: `/events/${gig.id}`,
      name: gig.name,
      detail: line(formatIstShortDate(gig.startTime), venueAndCity(gig.venueName, gig.city)),
      imageUrl: gig.coverImageUrl,
    })),
  };
}
