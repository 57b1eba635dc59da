/**
 * /api/events: the gig list (001 §4 order), one gig, Who's Going, and what a fan does on a gig page
 * (RSVP 'Going!', Book Ticket, Add to Calendar). Served by src/server/events.
 */
import { CALENDAR_PROVIDERS } from "../calendar-links";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { lineupActSchema } from "./lineups";
import { idPathParam, optionalFilter, pageQuery } from "./params";
import { personSchema } from "./people";
import { xpFieldSchema } from "./xp-award";

export const GIG_NOT_FOUND = "Gig not found";
export const GOING_PAGE_SIZE = 24;
const tags: ["Events"] = ["Events"];

export const gigListItemSchema = z
  .object({
    /** The gig page is /events/{id}. */
    id: z.string(),
    name: z.string(),
    /** The venue's name (or the free-text venue), trimmed; null when neither is given. */
    venueName: z.string().nullable(),
    city: z.string().nullable(),
    /** ISO time; null for a gig without a date yet. */
    startTime: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    category: z.string().nullable(),
    genre: z.string().nullable(),
    ticketPrice: z.string().nullable(),
    /** The external ticket page ('Book Tickets'), when the gig has one. */
    ticketUrl: z.string().nullable(),
    isFeatured: z.boolean(),
  })
  .openapi("GigListItem");
export type GigListItem = z.infer<typeof gigListItemSchema>;

export const goingPageSchema = pageOf(personSchema).extend({ count: z.number().int() }).openapi("GoingPage");
export type GoingPage = z.infer<typeof goingPageSchema>;

export const eventDetailSchema = gigListItemSchema
  .extend({
    venue: z.object({ id: z.string(), name: z.string(), city: z.string() }).nullable(),
    description: z.string().nullable(),
    endTime: z.string().nullable(),
    isVerified: z.boolean(),
    /** Called off by its band or venue (issue 12 item 4): the page shows 'Cancelled', RSVPs are refused. */
    cancelled: z.boolean(),
    /** Bands and artists in billing order (band cards, artist chips). */
    lineup: z.array(lineupActSchema),
    /** The first page of Who's Going, with the count of everyone going. */
    going: goingPageSchema,
  })
  .openapi("EventDetail");
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const rsvpStateSchema = z.object({ going: z.boolean(), rsvpCount: z.number().int() }).openapi("RsvpState");
export type RsvpState = z.infer<typeof rsvpStateSchema>;

export const calendarStateSchema = z
  .object({ provider: z.enum(CALENDAR_PROVIDERS).nullable() })
  .openapi("CalendarState");
export type CalendarState = z.infer<typeof calendarStateSchema>;

export const addToCalendarBody = z.strictObject({
  provider: z.enum(CALENDAR_PROVIDERS, { error: "provider must be google, outlook or apple" }),
});

const gigParams = idPathParam("id", GIG_NOT_FOUND);

export const listEvents = defineRoute({
  method: "get",
  path: "/api/events",
  tags,
  summary: "Gigs in the 001 §4 order (the fan's own city first under All locations), keyset pages",
  request: {
    query: z.object({
      /** Blank means All locations. */
      city: optionalFilter(100, "city"),
      upcoming: z.enum(["true", "false"], { error: "upcoming must be true or false" }).optional(),
      ...pageQuery(12),
    }),
  },
  responses: { 200: jsonContent(pageOf(gigListItemSchema), "A page of gigs") },
  errors: [422],
});

export const listEventCities = defineRoute({
  method: "get",
  path: "/api/events/cities",
  tags,
  summary: "The cities gigs are listed in, A to Z, for the location filter",
  responses: { 200: jsonContent(z.object({ items: z.array(z.string()) }), "City names") },
});

export const getEvent = defineRoute({
  method: "get",
  path: "/api/events/{id}",
  tags,
  summary: "A gig with its venue, line-up and the first page of Who's Going",
  request: { params: gigParams },
  responses: { 200: jsonContent(eventDetailSchema, "The gig") },
  errors: [404],
});

export const listEventGoing = defineRoute({
  method: "get",
  path: "/api/events/{id}/going",
  tags,
  summary: "Who's Going, newest RSVP first, with the count",
  request: { params: gigParams, query: z.object(pageQuery(GOING_PAGE_SIZE)) },
  responses: { 200: jsonContent(goingPageSchema, "A page of people going") },
  errors: [404, 422],
});

export const getRsvp = defineRoute({
  method: "get",
  path: "/api/events/{id}/rsvp",
  tags,
  summary: "Whether the viewer is going (false for visitors) and how many are",
  request: { params: gigParams },
  responses: { 200: jsonContent(rsvpStateSchema, "The RSVP state") },
  errors: [404],
});

const rsvpAnswer = rsvpStateSchema.extend(xpFieldSchema.shape).openapi("RsvpAnswer");

export const rsvpEvent = defineRoute({
  method: "post",
  path: "/api/events/{id}/rsvp",
  tags,
  summary: "'Going!': one-way, once per fan and gig, pays 'RSVP Event' once; not for a gig that is over",
  request: { params: gigParams },
  responses: {
    201: jsonContent(rsvpAnswer, "Now going (with the XP it paid)"),
    200: jsonContent(rsvpAnswer, "Was already going (xp null)"),
  },
  errors: [401, 404, 409],
});

export const recordTicketClick = defineRoute({
  method: "post",
  path: "/api/events/{id}/ticket-click",
  tags,
  summary:
    "'Book Ticket' opened the seller's page: pays 'Get Ticket' once per gig and counts a click (one per fan per gig an hour)",
  request: { params: gigParams },
  responses: { 200: jsonContent(xpFieldSchema, "What the reward did") },
  errors: [401, 404],
});

export const getCalendarChoice = defineRoute({
  method: "get",
  path: "/api/events/{id}/calendar",
  tags,
  summary: "Which calendar the fan added the gig to (null: none)",
  request: { params: gigParams },
  responses: { 200: jsonContent(calendarStateSchema, "The fan's choice") },
  errors: [401, 404],
});

export const addEventToCalendar = defineRoute({
  method: "post",
  path: "/api/events/{id}/calendar",
  tags,
  summary: "Add to Calendar: one record per fan and gig, pays 'Add Event to Calendar' once per gig",
  request: {
    params: gigParams,
    body: { content: { "application/json": { schema: addToCalendarBody } }, required: true },
  },
  responses: {
    201: jsonContent(
      z.object({ provider: z.enum(CALENDAR_PROVIDERS) }).extend(xpFieldSchema.shape),
      "Added (with the XP it paid)",
    ),
  },
  errors: [401, 404, 409, 422],
});

export const removeEventFromCalendar = defineRoute({
  method: "delete",
  path: "/api/events/{id}/calendar",
  tags,
  summary: "Remove the gig from the fan's calendar record",
  request: { params: gigParams },
  responses: { 200: jsonContent(z.object({ provider: z.null() }), "Removed") },
  errors: [401, 404],
});

export const getEventIcs = defineRoute({
  method: "get",
  path: "/api/events/{id}/calendar.ics",
  tags,
  summary: "The gig as an iCalendar file (public: Apple's calendar opens it without a session)",
  request: { params: gigParams },
  responses: {
    200: { content: { "text/calendar": { schema: z.string() } }, description: "An .ics attachment with one event" },
  },
  errors: [404, 422],
});

export const routes = {
  listEvents,
  listEventCities,
  getEvent,
  listEventGoing,
  getRsvp,
  rsvpEvent,
  recordTicketClick,
  getCalendarChoice,
  addEventToCalendar,
  removeEventFromCalendar,
  getEventIcs,
};
