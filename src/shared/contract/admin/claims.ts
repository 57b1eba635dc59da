/**
 * /api/admin/claims: the review queue's 'Claims' tab. Approve makes the member the page's owner;
 * reject keeps a reason that is mailed to the member. Served by src/server/admin/claims.
 */
import { rejectSubmissionSchema } from "../../validation/submissions";
import { reviewStatusSchema } from "../band-submissions";
import { defineRoute, jsonContent, pageOf, z } from "../define";
import { pageClaimItemSchema } from "../pages";
import { idPathParam, pageQuery } from "../params";
import { adminErrors, tags } from "./guard";

export const listClaims = defineRoute({
  method: "get",
  path: "/api/admin/claims",
  tags,
  summary: "Page claims by status, oldest first",
  request: {
    query: z.object({
      status: z
        .enum(reviewStatusSchema.options, { error: "status must be pending, approved or rejected" })
        .default("pending"),
      ...pageQuery(20),
    }),
  },
  responses: { 200: jsonContent(pageOf(pageClaimItemSchema), "A page of claims") },
  errors: [...adminErrors, 422],
});

export const approveClaim = defineRoute({
  method: "post",
  path: "/api/admin/claims/{id}/approve",
  tags,
  summary: "Make the member the page's owner; mailed 'You now manage {page}'",
  request: { params: idPathParam("id") },
  responses: {
    200: jsonContent(z.object({ claim: pageClaimItemSchema }), "The approved claim"),
  },
  errors: [...adminErrors, 404, 409],
});

export const rejectClaim = defineRoute({
  method: "post",
  path: "/api/admin/claims/{id}/reject",
  tags,
  summary: "Turn the claim down with a reason, mailed to the member",
  request: {
    params: idPathParam("id"),
    body: { content: { "application/json": { schema: rejectSubmissionSchema } }, required: true },
  },
  responses: { 200: jsonContent(z.object({ claim: pageClaimItemSchema }), "The rejected claim") },
  errors: [...adminErrors, 404, 409, 422],
});
