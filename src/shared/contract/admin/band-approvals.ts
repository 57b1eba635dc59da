/**
 * /api/admin/bands/pending…: the band approval queue (000 §2 admin, §4 band approval, §7 approve-band /
 * reject-band). Served by src/server/admin/band-approvals, behind the admin guard.
 */
import { bandRejectionSchema } from "../../validation/bands";
import { reviewStatusSchema } from "../band-submissions";
import { defineRoute, jsonContent, pageOf, z } from "../define";
import { idPathParam, pageQuery } from "../params";
import { adminErrors, tags } from "./guard";

/** A request card on /admin/band-approvals: every contact field an admin needs to decide. */
export const pendingBandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    submittedAt: z.string(),
    submitterName: z.string().nullable(),
    submitterEmail: z.string().nullable(),
    location: z.string().nullable(),
    primaryGenre: z.string().nullable(),
    secondaryGenre: z.string().nullable(),
    bio: z.string().nullable(),
    keyMembers: z.string().nullable(),
    manager: z.string(),
    managerEmail: z.string(),
    managerPhone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    profileBannerUrl: z.string().nullable(),
    /** A live band with the same name (ignoring case and spaces): flagged, not refused. */
    duplicateOf: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .openapi("PendingBand");
export type PendingBand = z.infer<typeof pendingBandSchema>;

/** The answer to approve or reject: the new status and, after approval, the live band's id. */
const reviewedBandSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: reviewStatusSchema,
    approvedBandId: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    reviewedAt: z.string().nullable(),
  })
  .openapi("ReviewedBandSubmission");

const submissionParams = idPathParam("id");

export const countPendingBands = defineRoute({
  method: "get",
  path: "/api/admin/bands/pending-count",
  tags,
  summary: "How many band submissions wait for review (the header badge)",
  responses: { 200: jsonContent(z.object({ count: z.number().int() }), "The pending count") },
  errors: adminErrors,
});

export const listPendingBands = defineRoute({
  method: "get",
  path: "/api/admin/bands/pending",
  tags,
  summary: "Pending band submissions, newest first, each with the live band it may duplicate",
  request: { query: z.object(pageQuery(20)) },
  responses: { 200: jsonContent(pageOf(pendingBandSchema), "A page of request cards") },
  errors: [...adminErrors, 422],
});

export const approveBand = defineRoute({
  method: "post",
  path: "/api/admin/bands/{id}/approve",
  tags,
  summary: "The submission becomes a live band; the manager is mailed",
  request: { params: submissionParams },
  responses: {
    200: jsonContent(
      z.object({ submission: reviewedBandSchema, band: z.object({ id: z.string(), name: z.string() }) }),
      "The approved submission and its band",
    ),
  },
  errors: [...adminErrors, 404, 409],
});

export const rejectBand = defineRoute({
  method: "post",
  path: "/api/admin/bands/{id}/reject",
  tags,
  summary: "Turn a band down with a reason, mailed to the submitter",
  request: {
    params: submissionParams,
    body: { content: { "application/json": { schema: bandRejectionSchema } }, required: true },
  },
  responses: { 200: jsonContent(z.object({ submission: reviewedBandSchema }), "The rejected submission") },
  errors: [...adminErrors, 404, 409, 422],
});
