/**
 * /api/gigs: page managers announce, change and cancel gigs for their band or venue (issue 12 item 4).
 * Served by src/server/gigs; who may is pages/policy.ts (canAnnounceGig, canManageGig).
 */
import { announceGigSchema, changeGigSchema } from "../validation/events";
import { defineRoute, jsonContent, z } from "./define";
import { lineupActSchema } from "./lineups";
import { idPathParam } from "./params";

const tags: ["Gigs"] = ["Gigs"];
export const GIG_NOT_FOUND = "Gig not found";

/** An announcement answer: live at once (an event) or waiting in the admins' Gigs review tab. */
export const announcedGigSchema = z
  .object({
    status: z.enum(["published", "pending"]),
    /** The gig page is /events/{eventId}; null while the announcement waits for review. */
    eventId: z.string().nullable(),
    /** The Gigs review tab's item; null when the gig went live at once. */
    submissionId: z.string().nullable(),
  })
  .openapi("AnnouncedGig");
export type AnnouncedGig = z.infer<typeof announcedGigSchema>;

/** A managed gig after a change: what the manager can change, and whether it is called off. */
export const managedGigSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    venueId: z.string().nullable(),
    venueName: z.string().nullable(),
    city: z.string().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    cancelled: z.boolean(),
    lineup: z.array(lineupActSchema),
  })
  .openapi("ManagedGig");
export type ManagedGig = z.infer<typeof managedGigSchema>;

const json = <T extends z.ZodType>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const gigParams = idPathParam("id", GIG_NOT_FOUND);

export const announceGig = defineRoute({
  method: "post",
  path: "/api/gigs",
  tags,
  summary:
    "A manager of a band on the line-up or of the venue announces a gig; live at once for admins and verified bands, else reviewed",
  request: { body: json(announceGigSchema) },
  responses: {
    201: jsonContent(announcedGigSchema, "The gig is live"),
    202: jsonContent(announcedGigSchema, "The gig waits in the Gigs review tab"),
  },
  errors: [401, 403, 422],
});

export const changeGig = defineRoute({
  method: "patch",
  path: "/api/gigs/{id}",
  tags,
  summary: "Change a gig's time, venue or line-up (its venue's or line-up bands' managers, admins)",
  request: { params: gigParams, body: json(changeGigSchema) },
  responses: { 200: jsonContent(managedGigSchema, "The gig as it is now") },
  errors: [401, 403, 404, 409, 422],
});

export const cancelGig = defineRoute({
  method: "post",
  path: "/api/gigs/{id}/cancel",
  tags,
  summary: "Call a gig off: it shows 'Cancelled' and takes no more RSVPs",
  request: { params: gigParams },
  responses: { 200: jsonContent(managedGigSchema, "The cancelled gig") },
  errors: [401, 403, 404, 409],
});

/** Whether the signed-in viewer may change this gig: the /manage/gigs/{id} page asks before it shows the form. */
export const gigAccessSchema = z.object({ canManage: z.boolean() }).openapi("GigAccess");
export type GigAccess = z.infer<typeof gigAccessSchema>;

export const getGigAccess = defineRoute({
  method: "get",
  path: "/api/gigs/{id}/access",
  tags,
  summary: "May the signed-in viewer change or cancel this gig (its venue's or line-up bands' managers, admins)",
  request: { params: gigParams },
  responses: { 200: jsonContent(gigAccessSchema, "What the viewer may do") },
  errors: [401, 404],
});

export const routes = { announceGig, changeGig, cancelGig, getGigAccess };
