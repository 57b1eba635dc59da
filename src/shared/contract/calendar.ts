/**
 * /api/calendar (beyond the spec): a fan's private iCalendar feed of the gigs they RSVP'd to or
 * added, for phone calendars to subscribe to. Served by src/server/calendar. Adding one gig to a
 * calendar is /api/events/{id}/calendar.
 */
import { defineRoute, jsonContent, z } from "./define";

const tags: ["Calendar"] = ["Calendar"];

export const feedStatusSchema = z
  .object({ active: z.boolean(), createdAt: z.string().nullable() })
  .openapi("CalendarFeedStatus");
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const feedLinkSchema = z
  .object({
    /** The secret https link; shown once. */
    url: z.string(),
    /** The same link as webcal://, which calendars offer to subscribe to. */
    webcalUrl: z.string(),
  })
  .openapi("CalendarFeedLink");
export type FeedLink = z.infer<typeof feedLinkSchema>;

export const getFeedStatus = defineRoute({
  method: "get",
  path: "/api/calendar/feed",
  tags,
  summary: "Whether the fan has a feed link, and since when",
  responses: { 200: jsonContent(feedStatusSchema, "The feed's status") },
  errors: [401],
});

export const createFeed = defineRoute({
  method: "post",
  path: "/api/calendar/feed",
  tags,
  summary: "A new secret feed link; any earlier one stops working",
  responses: { 201: jsonContent(feedLinkSchema, "The new link (shown once)") },
  errors: [401, 429],
});

export const revokeFeed = defineRoute({
  method: "delete",
  path: "/api/calendar/feed",
  tags,
  summary: "Turn the fan's feed link off",
  responses: { 204: { description: "No feed link any more" } },
  errors: [401],
});

export const getFeedFile = defineRoute({
  method: "get",
  path: "/api/calendar/{file}",
  tags,
  summary: "The feed itself: `{token}.ics`, no session needed (the token is the secret)",
  request: {
    params: z.object({
      file: z.string().openapi({ param: { name: "file", in: "path" }, example: "<43-character token>.ics" }),
    }),
  },
  responses: {
    200: {
      content: { "text/calendar": { schema: z.string() } },
      description: "The fan's gigs from 30 days back, soonest first (private, cached 15 minutes)",
    },
  },
  errors: [404],
});

export const routes = { getFeedStatus, createFeed, revokeFeed, getFeedFile };
