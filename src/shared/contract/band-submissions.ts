/**
 * /api/band-submissions: 'Submit Your Band for Review' (001 §2, §5, §7). Served by
 * src/server/band-submissions; the admins' queue for it is /api/admin/bands/pending (contract/admin).
 */
import { bandSubmissionSchema } from "../validation/bands";
import { defineRoute, jsonContent, z } from "./define";

export const reviewStatusSchema = z.enum(["pending", "approved", "rejected"]);

/** What the submitter sees of their own submission: no reviewer or internal fields. */
export const ownBandSubmissionSchema = z
  .object({ id: z.string(), name: z.string(), status: reviewStatusSchema, submittedAt: z.string() })
  .openapi("OwnBandSubmission");

export const submitBand = defineRoute({
  method: "post",
  path: "/api/band-submissions",
  tags: ["Band submissions"],
  summary: "Send a band for review; admins are mailed, nothing is listed until one approves it (5 a day)",
  request: { body: { content: { "application/json": { schema: bandSubmissionSchema } }, required: true } },
  responses: { 201: jsonContent(z.object({ submission: ownBandSubmissionSchema }), "The pending submission") },
  errors: [401, 422, 429],
});

export const routes = { submitBand };
