/** JSON-LD for the venue page: a MusicVenue with its address. */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { venues } from "../../db/schema";
import { entityPath } from "../public-pages";
import type { MusicVenue } from "./schemas";
import { absolute, compact, httpUrls, plainText, postalAddress } from "./values";

export async function venueData(db: Database, id: string, appUrl: string): Promise<MusicVenue | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, id));
  if (!venue) return null;
  // city is required on venues, so there is always an address.
  const address = postalAddress({ city: venue.city, location: venue.location })!;
  // Capacity is free text ('350', 'About 500', '200-300'): only a plain number is a capacity.
  const capacity = /^\d+$/.test(venue.capacity?.trim() ?? "") ? Number(venue.capacity) : undefined;
  return compact<MusicVenue>({
    "@context": "https://schema.org",
    "@type": "MusicVenue",
    name: venue.name,
    url: `${appUrl}${entityPath("venues", venue.id)}`,
    description: plainText(venue.description),
    image: venue.imageUrls.map((image) => absolute(appUrl, image)).filter((image) => image !== undefined),
    address,
    telephone: venue.phone?.trim() || undefined,
    maximumAttendeeCapacity: capacity && capacity > 0 ? capacity : undefined,
    sameAs: httpUrls(venue.website, venue.instagram),
  });
}
