import type { GigListItem } from "@/shared/contract/events";
import type { VenueDetail, VenueListItem } from "@/shared/contract/venues";
import type { venues } from "../db/schema";
import type { Page } from "../lib/pagination";

type VenueRow = typeof venues.$inferSelect;

/** A venue card: the first image is the card image (001 §3). */
export function presentVenueListItem(
  row: Pick<
    VenueRow,
    "id" | "name" | "city" | "location" | "venueType" | "genre" | "rating" | "capacity" | "imageUrls"
  >,
): VenueListItem {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    location: row.location,
    venueType: row.venueType,
    genre: row.genre,
    rating: row.rating,
    capacity: row.capacity,
    imageUrl: row.imageUrls[0] ?? null,
  };
}

/** The venue page. Blank fields stay null: the page shows 'Not specified' rather than invented defaults. */
export function presentVenueDetail(row: VenueRow, upcomingEvents: Page<GigListItem>): VenueDetail {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    location: row.location,
    venueType: row.venueType,
    genre: row.genre,
    website: row.website,
    instagram: row.instagram,
    phone: row.phone,
    capacity: row.capacity?.trim() || null,
    halls: row.halls,
    rating: row.rating,
    openingHours: row.openingHours,
    amenities: row.amenities,
    imageUrls: row.imageUrls,
    updatedAt: row.updatedAt.toISOString(),
    upcomingEvents,
  };
}
