import { sql } from "drizzle-orm";
import { check, index, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

/** The pages a member can run: a band, an artist page or a venue (docs/decisions/page-managers.md). */
export const PAGE_KINDS = ["band", "artist", "venue"] as const;
export const PAGE_ROLES = ["owner", "editor"] as const;

/**
 * Page managers: a per-page role, not a global one. `page_id` names a bands.id, artists.user_id or
 * venues.id by `page_type` (as posts name their thread). At most one owner per page (the partial
 * unique index), so two hand-overs or two approved claims at once leave exactly one owner.
 */
export const pageManagers = pgTable(
  "page_managers",
  {
    id: id(),
    pageType: text("page_type", { enum: PAGE_KINDS }).notNull(),
    pageId: uuid("page_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: PAGE_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("page_managers_page_type_check", sql`${t.pageType} in ('band', 'artist', 'venue')`),
    check("page_managers_role_check", sql`${t.role} in ('owner', 'editor')`),
    unique("page_managers_page_user").on(t.pageType, t.pageId, t.userId),
    uniqueIndex("page_managers_one_owner").on(t.pageType, t.pageId).where(sql`${t.role} = 'owner'`),
    index("page_managers_user_idx").on(t.userId),
  ],
);
