import type { GigCardData } from "@/web/components/cards/gig-card";

/** The shapes of the venue API (src/server/venues presenters). */
export type Page<T> = { items: T[]; nextCursor: string | null };

export type VenueListItem = {
  id: string;
  name: string;
  city: string;
  location: string | null;
  venueType: string | null;
  genre: string | null;
  rating: number | null;
  capacity: string | null;
  imageUrl: string | null;
};

export type VenueGig = GigCardData & {
  ticketPrice: string | null;
  ticketUrl: string | null;
};

export type VenueDetail = {
  id: string;
  name: string;
  description: string | null;
  city: string;
  location: string | null;
  venueType: string | null;
  genre: string | null;
  website: string | null;
  instagram: string | null;
  phone: string | null;
  capacity: string | null;
  halls: number | null;
  rating: number | null;
  openingHours: string | null;
  amenities: string[];
  imageUrls: string[];
  upcomingEvents: Page<VenueGig>;
};
