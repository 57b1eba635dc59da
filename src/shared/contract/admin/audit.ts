/** GET /api/admin/audit: recent admin actions, newest first, a page at a time. */
import { defineRoute, jsonContent, pageOf, z } from "../define";
import { pageQuery } from "../params";
import { adminErrors, tags } from "./guard";

/** One line of the activity list: who, what, which record, when, and the fields that changed. */
export const auditEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    /** A deleted admin's rows stay: id null, name 'Deleted account'. */
    actor: z.object({ id: z.string().nullable(), name: z.string() }),
    /** e.g. 'band_submission.approve', 'venue.update'. */
    action: z.string(),
    /** 'band_submission', 'gig_submission', 'venue_submission', 'venue', 'event' or 'band'; stored as text. */
    entityType: z.string(),
    entityId: z.string(),
    entityLabel: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  })
  .openapi("AuditEntry");
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAudit = defineRoute({
  method: "get",
  path: "/api/admin/audit",
  tags,
  summary: "Recent admin actions, newest first",
  request: { query: z.object(pageQuery(20)) },
  responses: { 200: jsonContent(pageOf(auditEntrySchema), "A page of audit entries") },
  errors: [...adminErrors, 422],
});
