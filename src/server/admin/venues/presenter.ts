import type { VenueRow } from "./service";

/** The whole venue record as the admin edit form needs it (001 §3 venue fields). */
export function presentAdminVenue(venue: VenueRow) {
  return {
    id: venue.id,
    name: venue.name,
    description: venue.description,
    city: venue.city,
    location: venue.location,
    venueType: venue.venueType,
    genre: venue.genre,
    website: venue.website,
    instagram: venue.instagram,
    phone: venue.phone,
    capacity: venue.capacity,
    halls: venue.halls,
    rating: venue.rating,
    openingHours: venue.openingHours,
    amenities: venue.amenities,
    imageUrls: venue.imageUrls,
    updatedAt: venue.updatedAt.toISOString(),
  };
}
