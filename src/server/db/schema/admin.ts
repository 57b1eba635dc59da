import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id } from "./columns";

/**
 * Every change an admin makes (approvals, rejections, edits): who, what, when, and the fields that
 * changed, old and new. Written in the same transaction as the change, so the log never disagrees
 * with the data. Rows are never updated or deleted by the app.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    // Kept when the admin's account is deleted, so the row still says "an admin did this".
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    // '{band,gig,venue}_submission.{approve,reject}', 'venue.update', 'event.update', 'band.update'.
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    // The entity's name at the time, so the list reads well even after a rename or delete.
    entityLabel: text("entity_label"),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("admin_audit_log_entity_idx").on(t.entityType, t.entityId, t.at),
    index("admin_audit_log_actor_idx").on(t.actorId).where(sql`${t.actorId} is not null`),
  ],
);
