/** 001 §8 fallbacks. */
export const VENUE_TBA = "Venue TBA";
export const LOCATION_TBA = "Location TBA";

/** 'venue, city' with the spec's fallbacks for either half. */
export const venueAndCity = (venueName: string | null, city: string | null) =>
  `${venueName?.trim() || VENUE_TBA}, ${city?.trim() || LOCATION_TBA}`;
