import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

/**
 * A member's report of a post, comment or fan photo (issue 16 §4). One per member per item (the
 * unique index answers the race); an open report has no decision yet. 'Hide' and 'Dismiss' decide
 * every open report of the item at once; the item's own hidden_at says whether it is hidden.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: id(),
    reporterId: uuid("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    targetType: text("target_type", { enum: ["post", "comment", "photo"] }).notNull(),
    targetId: uuid("target_id").notNull(),
    reason: text("reason", { enum: ["spam", "abuse", "harassment", "other"] }).notNull(),
    details: text("details"),
    // null while open; 'hidden' or 'dismissed' once an admin decided.
    decision: text("decision", { enum: ["hidden", "dismissed"] }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("content_reports_target_type_check", sql`${t.targetType} in ('post', 'comment', 'photo')`),
    check("content_reports_reason_check", sql`${t.reason} in ('spam', 'abuse', 'harassment', 'other')`),
    uniqueIndex("content_reports_one_per_member").on(t.reporterId, t.targetType, t.targetId),
    index("content_reports_target_idx").on(t.targetType, t.targetId),
    // The Reports tab: items with open reports, oldest first.
    index("content_reports_open_idx").on(t.createdAt).where(sql`${t.decision} is null`),
  ],
);

/**
 * A suspended member (issue 16 §4): sign-in is refused until `until` (null: permanently) and every
 * session was revoked when the row was written. Lifting deletes the row; the audit log keeps both acts.
 */
export const memberSuspensions = pgTable("member_suspensions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: timestamp("until", { withTimezone: true }),
  suspendedBy: uuid("suspended_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});
