/**
 * /api/submissions: 'Add your Gig' and 'Add your Venue' (001 §2). Members suggest, admins review:
 * approving lists the gig or venue, rejecting keeps a reason that is mailed to the member. Both
 * kinds follow one rule, so their routes are described by one function. Served by src/server/submissions.
 */
import { gigSubmissionSchema, rejectSubmissionSchema, venueSubmissionSchema } from "../validation/submissions";
import { reviewStatusSchema } from "./band-submissions";
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { idPathParam, pageQuery } from "./params";
import { personSchema } from "./people";

export const SUBMISSION_NOT_FOUND = "Submission not found";
const tags: ["Submissions"] = ["Submissions"];

/** The review fields both kinds share; the submitter is named, never shown by e-mail (null once the account is gone). */
const reviewFields = {
  id: z.string(),
  status: reviewStatusSchema,
  rejectionReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  submitter: personSchema.nullable(),
};

export const gigSubmissionItemSchema = z
  .object({
    ...reviewFields,
    name: z.string(),
    venueName: z.string(),
    city: z.string(),
    startTime: z.string(),
    endTime: z.string().nullable(),
    category: z.string().nullable(),
    genre: z.string().nullable(),
    ticketPrice: z.string().nullable(),
    ticketUrl: z.string().nullable(),
    description: z.string().nullable(),
    contactPhone: z.string().nullable(),
    approvedEventId: z.string().nullable(),
  })
  .openapi("GigSubmission");
export type GigSubmissionItem = z.infer<typeof gigSubmissionItemSchema>;

export const venueSubmissionItemSchema = z
  .object({
    ...reviewFields,
    name: z.string(),
    city: z.string(),
    location: z.string().nullable(),
    venueType: z.string().nullable(),
    genre: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
    phone: z.string().nullable(),
    capacity: z.string().nullable(),
    description: z.string().nullable(),
    approvedVenueId: z.string().nullable(),
  })
  .openapi("VenueSubmission");
export type VenueSubmissionItem = z.infer<typeof venueSubmissionItemSchema>;

const queueQuery = z.object({
  status: z
    .enum(reviewStatusSchema.options, { error: "status must be pending, approved or rejected" })
    .default("pending"),
  ...pageQuery(20),
});

const submissionParams = idPathParam("id");

/**
 * One kind's four routes: suggest, the review queue (oldest first: first come, first reviewed),
 * approve and reject. `approved` is the approve answer: the submission and the new listing's id.
 */
function listingRoutes<
  const Plural extends "gigs" | "venues",
  Item extends z.ZodType,
  Body extends z.ZodType,
  Approved extends z.ZodType,
>(kind: { plural: Plural; label: string; item: Item; body: Body; approved: Approved }) {
  const path = `/api/submissions/${kind.plural}` as const;
  return {
    suggest: defineRoute({
      method: "post",
      path,
      tags,
      summary: `Suggest a ${kind.label} for review (signed-in members, 5 an hour); nothing is listed until an admin approves it`,
      request: { body: { content: { "application/json": { schema: kind.body } }, required: true } },
      responses: { 201: jsonContent(z.object({ submission: kind.item }), "The pending suggestion") },
      errors: [401, 422, 429],
    }),
    queue: defineRoute({
      method: "get",
      path,
      tags,
      summary: `The ${kind.label} review queue by status, oldest first (admins)`,
      request: { query: queueQuery },
      responses: { 200: jsonContent(pageOf(kind.item), "A page of suggestions") },
      errors: [401, 403, 422],
    }),
    approve: defineRoute({
      method: "post",
      path: `${path}/{id}/approve`,
      tags,
      summary: `List the suggested ${kind.label}; the member is mailed a link (admins)`,
      request: { params: submissionParams },
      responses: { 200: jsonContent(kind.approved, "The approved suggestion and its new listing") },
      errors: [401, 403, 404, 409],
    }),
    reject: defineRoute({
      method: "post",
      path: `${path}/{id}/reject`,
      tags,
      summary: `Turn the ${kind.label} down with a reason, mailed to the member (admins)`,
      request: {
        params: submissionParams,
        body: { content: { "application/json": { schema: rejectSubmissionSchema } }, required: true },
      },
      responses: { 200: jsonContent(z.object({ submission: kind.item }), "The rejected suggestion") },
      errors: [401, 403, 404, 409, 422],
    }),
  };
}

const gig = listingRoutes({
  plural: "gigs",
  label: "gig",
  item: gigSubmissionItemSchema,
  body: gigSubmissionSchema,
  approved: z.object({ submission: gigSubmissionItemSchema, eventId: z.string() }),
});
const venue = listingRoutes({
  plural: "venues",
  label: "venue",
  item: venueSubmissionItemSchema,
  body: venueSubmissionSchema,
  approved: z.object({ submission: venueSubmissionItemSchema, venueId: z.string() }),
});

export const suggestGig = gig.suggest;
export const listGigSubmissions = gig.queue;
export const approveGigSubmission = gig.approve;
export const rejectGigSubmission = gig.reject;
export const suggestVenue = venue.suggest;
export const listVenueSubmissions = venue.queue;
export const approveVenueSubmission = venue.approve;
export const rejectVenueSubmission = venue.reject;

export const pendingSubmissionCountsSchema = z
  .object({ gigs: z.number().int(), venues: z.number().int(), claims: z.number().int() })
  .openapi("PendingSubmissionCounts");
export type PendingSubmissionCounts = z.infer<typeof pendingSubmissionCountsSchema>;

export const countPendingSubmissions = defineRoute({
  method: "get",
  path: "/api/submissions/pending-count",
  tags,
  summary: "Both queues' pending counts, for the header badge and the page's tabs (admins)",
  responses: { 200: jsonContent(pendingSubmissionCountsSchema, "Pending gigs, venues and page claims") },
  errors: [401, 403],
});

export const routes = {
  suggestGig,
  listGigSubmissions,
  approveGigSubmission,
  rejectGigSubmission,
  suggestVenue,
  listVenueSubmissions,
  approveVenueSubmission,
  rejectVenueSubmission,
  countPendingSubmissions,
};
