/** /api/venues: Discover Venues, one venue and its upcoming gigs (001 §3, §5). Served by src/server/venues. */
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { gigListItemSchema } from "./events";
import { idPathParam, pageQuery } from "./params";

export const VENUE_NOT_FOUND = "Venue not found";
export const VENUE_EVENTS_PAGE_SIZE = 6;
const tags: ["Venues"] = ["Venues"];

export const venueListItemSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    city: z.string(),
    location: z.string().nullable(),
    venueType: z.string().nullable(),
    genre: z.string().nullable(),
    /** 0 to 5. */
    rating: z.number().nullable(),
    capacity: z.string().nullable(),
    /** The first of the venue's images: the card image. */
    imageUrl: z.string().nullable(),
  })
  .openapi("VenueListItem");
export type VenueListItem = z.infer<typeof venueListItemSchema>;

export const venueGigsPageSchema = pageOf(gigListItemSchema).openapi("VenueGigsPage");

export const venueDetailSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    city: z.string(),
    location: z.string().nullable(),
    venueType: z.string().nullable(),
    genre: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    phone: z.string().nullable(),
    capacity: z.string().nullable(),
    halls: z.number().int().nullable(),
    rating: z.number().nullable(),
    openingHours: z.string().nullable(),
    amenities: z.array(z.string()),
    imageUrls: z.array(z.string()),
    updatedAt: z.string(),
    /** The first page of its upcoming gigs, soonest first. */
    upcomingEvents: venueGigsPageSchema,
  })
  .openapi("VenueDetail");
export type VenueDetail = z.infer<typeof venueDetailSchema>;

const venueParams = idPathParam("id", VENUE_NOT_FOUND);

export const listVenues = defineRoute({
  method: "get",
  path: "/api/venues",
  tags,
  summary: "Venues by name; `location` matches the part before its first comma against city or location",
  request: {
    query: z.object({
      location: z.string().trim().max(200, "location must be at most 200 characters").optional(),
      ...pageQuery(12),
    }),
  },
  responses: { 200: jsonContent(pageOf(venueListItemSchema), "A page of venue cards") },
  errors: [422],
});

export const listVenueCities = defineRoute({
  method: "get",
  path: "/api/venues/cities",
  tags,
  summary: "The cities venues are in, for the location filter",
  responses: { 200: jsonContent(z.object({ items: z.array(z.string()) }), "City names") },
});

export const getVenue = defineRoute({
  method: "get",
  path: "/api/venues/{id}",
  tags,
  summary: "A venue with the first page of its upcoming gigs",
  request: { params: venueParams },
  responses: { 200: jsonContent(venueDetailSchema, "The venue") },
  errors: [404],
});

export const listVenueEvents = defineRoute({
  method: "get",
  path: "/api/venues/{id}/events",
  tags,
  summary: "More of a venue's upcoming gigs",
  request: { params: venueParams, query: z.object(pageQuery(VENUE_EVENTS_PAGE_SIZE)) },
  responses: { 200: jsonContent(venueGigsPageSchema, "A page of gigs") },
  errors: [404, 422],
});

export const routes = { listVenues, listVenueCities, getVenue, listVenueEvents };
