/**
 * /api/admin/reports and /api/admin/members: the review area's 'Reports' tab (issue 16 §4). Reported
 * posts, comments and fan photos in context with their reports; 'Hide', 'Restore' and 'Dismiss';
 * suspending a member and lifting it. Served by src/server/admin/moderation.
 */
import { REPORT_REASONS, REPORT_TARGET_TYPES, SUSPENSION_DURATIONS } from "../../validation/reports";
import { defineRoute, jsonContent, z } from "../define";
import { idPathParam } from "../params";
import { adminErrors, tags } from "./guard";

export const MEMBER_NOT_FOUND = "Member not found";
export const REPORTED_ITEM_NOT_FOUND = "That post, comment or photo no longer exists.";

export const suspensionSchema = z
  .object({
    /** ISO time the suspension ends; null: permanently. */
    until: z.string().nullable(),
  })
  .openapi("Suspension");

export const reportedItemSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string(),
    /** The post's or comment's words; null for a photo. */
    text: z.string().nullable(),
    /** The fan photo, or a post's or comment's GIF. */
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    author: z.object({ id: z.string(), name: z.string(), suspension: suspensionSchema.nullable() }),
    /** Where it was posted: the band, artist, gig or venue, with a link to the page. */
    where: z.object({ label: z.string(), href: z.string() }),
    /** The item itself (the post's page; a photo's band page). */
    href: z.string(),
    hidden: z.boolean(),
    /** Reports not yet decided, by reason, and the latest of them with their words. */
    openReports: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
    reports: z.array(
      z.object({ reason: z.enum(REPORT_REASONS), details: z.string().nullable(), createdAt: z.string() }),
    ),
  })
  .openapi("ReportedItem");
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const listReports = defineRoute({
  method: "get",
  path: "/api/admin/reports",
  tags,
  summary: "Items with undecided reports and hidden items, latest report first (at most 50)",
  responses: { 200: jsonContent(z.object({ items: z.array(reportedItemSchema) }), "The reported items") },
  errors: [...adminErrors],
});

const decisionBody = z.strictObject({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: "targetType must be post, comment or photo" }),
  targetId: z.guid({ error: "targetId must be an id" }),
  /** hide: hidden for everyone but its author and admins; restore: shown again; dismiss: reports closed, shown. */
  decision: z.enum(["hide", "restore", "dismiss"], { error: "decision must be hide, restore or dismiss" }),
});

export const decideReport = defineRoute({
  method: "post",
  path: "/api/admin/reports/decisions",
  tags,
  summary: "Hide, restore or dismiss a reported item (audited)",
  request: { body: { content: { "application/json": { schema: decisionBody } }, required: true } },
  responses: { 200: jsonContent(z.object({ item: reportedItemSchema }), "The item after the decision") },
  errors: [...adminErrors, 404, 422],
});

export const suspendMember = defineRoute({
  method: "put",
  path: "/api/admin/members/{id}/suspension",
  tags,
  summary: "Suspend a member for 1, 7 or 30 days or permanently; every session is revoked (audited)",
  request: {
    params: idPathParam("id", MEMBER_NOT_FOUND),
    body: {
      content: {
        "application/json": {
          schema: z.strictObject({
            duration: z.enum(SUSPENSION_DURATIONS, { error: "duration must be 1d, 7d, 30d or permanent" }),
          }),
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonContent(z.object({ suspension: suspensionSchema }), "The member's suspension") },
  errors: [...adminErrors, 404, 422],
});

export const liftSuspension = defineRoute({
  method: "delete",
  path: "/api/admin/members/{id}/suspension",
  tags,
  summary: "Lift a member's suspension (audited)",
  request: { params: idPathParam("id", MEMBER_NOT_FOUND) },
  responses: { 204: { description: "Lifted" } },
  errors: [...adminErrors, 404],
});
