/** The admin venue form (001 §5, §9): required fields, number fallbacks, defaults and amenities. */
import { z } from "zod";
import { imageRef, numberOr, optionalHttpUrl, optionalText, requiredText } from "./fields";
import { MESSAGES, maxChars } from "./messages";

export const AMENITY_MAX_LENGTH = 50;
export const AMENITIES_MAX = 30;
export const VENUE_IMAGES_MAX = 20;

/** What a loaded venue's blank fields show in the form (001 §9). */
export const VENUE_DEFAULTS = {
  capacity: "1000",
  halls: 1,
  rating: 4,
  openingHours: "6:00 PM - 2:00 AM",
} as const;

const amenityKey = (amenity: string) => amenity.toLocaleLowerCase("en-IN");

/**
 * The amenity 'Add' button and Enter key (001 §5): trimmed; blank or already listed is ignored.
 * Duplicates are judged ignoring case, so 'WiFi' after 'wifi' is not added twice. Always a new array.
 */
export function addAmenity(list: readonly string[], raw: string): string[] {
  const amenity = raw.trim();
  if (!amenity || list.some((existing) => amenityKey(existing) === amenityKey(amenity))) return [...list];
  return [...list, amenity];
}

/** The same rule over a whole list, for data that did not come through the Add button. */
export function normalizeAmenities(list: readonly string[]): string[] {
  return list.reduce<string[]>((result, amenity) => addAmenity(result, amenity), []);
}

type VenueDefaultable = {
  capacity?: string | null;
  halls?: number | null;
  rating?: number | null;
  openingHours?: string | null;
};

/** A loaded venue with its blanks filled for the form; a rating of 0 is a rating, not a blank. */
export function withVenueDefaults<T extends VenueDefaultable>(
  venue: T,
): T & { capacity: string; halls: number; rating: number; openingHours: string } {
  return {
    ...venue,
    capacity: venue.capacity?.trim() || VENUE_DEFAULTS.capacity,
    halls: venue.halls ?? VENUE_DEFAULTS.halls,
    rating: venue.rating ?? VENUE_DEFAULTS.rating,
    openingHours: venue.openingHours?.trim() || VENUE_DEFAULTS.openingHours,
  };
}

export const venueFormSchema = z.object({
  name: requiredText(MESSAGES.venueNameRequired),
  city: requiredText(MESSAGES.venueCityRequired, 100),
  location: optionalText(),
  description: optionalText(5000),
  venueType: optionalText(100),
  genre: optionalText(),
  website: optionalHttpUrl(),
  instagram: optionalText(),
  phone: optionalText(30),
  // Free text: venues write '1000', '500 standing', '200-300'.
  capacity: optionalText(100),
  halls: numberOr(VENUE_DEFAULTS.halls).pipe(z.number().int(MESSAGES.hallsWhole).min(1, MESSAGES.hallsWhole)),
  // Step 0.1: anything finer is rounded rather than refused.
  rating: numberOr(VENUE_DEFAULTS.rating)
    .pipe(z.number().min(0, MESSAGES.ratingRange).max(5, MESSAGES.ratingRange))
    .transform((rating) => Math.round(rating * 10) / 10),
  openingHours: optionalText(100),
  amenities: z
    .array(z.string().max(AMENITY_MAX_LENGTH, maxChars(AMENITY_MAX_LENGTH)))
    .default([])
    .transform(normalizeAmenities)
    .pipe(z.array(z.string()).max(AMENITIES_MAX)),
  imageUrls: z.array(imageRef).max(VENUE_IMAGES_MAX).default([]),
});

export type VenueFormInput = z.input<typeof venueFormSchema>;
export type VenueForm = z.output<typeof venueFormSchema>;
