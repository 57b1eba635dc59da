import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { events, venues } from "./catalog";
import { id } from "./columns";
import { PAGE_KINDS, pageManagers } from "./managers";

/**
 * 'Add your Gig' / 'Add your Venue' (001 §2): a signed-in user's suggestion waits here until an
 * admin approves it into events / venues or rejects it. Nothing reaches the public lists unreviewed.
 */
const review = () => ({
  submitterId: uuid("submitter_id").references(() => users.id, { onDelete: "set null" }),
  status: text("status", { enum: ["pending", "approved", "rejected"] })
    .notNull()
    .default("pending"),
  rejectionReason: text("rejection_reason"),
  reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const gigSubmissions = pgTable(
  "gig_submissions",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    venueName: text("venue_name").notNull(),
    city: text("city").notNull(),
    category: text("category"),
    genre: text("genre"),
    ticketPrice: text("ticket_price"),
    ticketUrl: text("ticket_url"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }),
    contactPhone: text("contact_phone"),
    // A manager's announcement waiting for review keeps its line-up ({ kind, id, headliner }[]) and
    // venue; approving applies them (issue 12 item 4). Null for a fan's suggestion.
    lineup: jsonb("lineup").$type<{ kind: "band" | "artist"; id: string; headliner: boolean }[]>(),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    ...review(),
    approvedEventId: uuid("approved_event_id").references(() => events.id, { onDelete: "set null" }),
  },
  (t) => [
    check("gig_submissions_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("gig_submissions_status_idx").on(t.status, t.submittedAt, t.id),
  ],
);

export const venueSubmissions = pgTable(
  "venue_submissions",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    city: text("city").notNull(),
    location: text("location"),
    venueType: text("venue_type"),
    genre: text("genre"),
    website: text("website"),
    instagram: text("instagram"),
    phone: text("phone"),
    capacity: text("capacity"),
    ...review(),
    approvedVenueId: uuid("approved_venue_id").references(() => venues.id, { onDelete: "set null" }),
  },
  (t) => [
    check("venue_submissions_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("venue_submissions_status_idx").on(t.status, t.submittedAt, t.id),
  ],
);

/**
 * 'Claim this page': a member asks to become the owner of a band, artist page or venue that has
 * none. Reviewed like a suggestion (same columns, same service); approving adds the owner row.
 * `name` is the page's name when the claim was sent, for the queue, the audit row and the mails.
 * One open claim per member per page (the partial unique index).
 */
export const pageClaims = pgTable(
  "page_claims",
  {
    id: id(),
    pageType: text("page_type", { enum: PAGE_KINDS }).notNull(),
    pageId: uuid("page_id").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    contactPhone: text("contact_phone"),
    instagram: text("instagram"),
    website: text("website"),
    youtube: text("youtube"),
    message: text("message"),
    ...review(),
    approvedManagerId: uuid("approved_manager_id").references(() => pageManagers.id, { onDelete: "set null" }),
  },
  (t) => [
    check("page_claims_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check("page_claims_page_type_check", sql`${t.pageType} in ('band', 'artist', 'venue')`),
    index("page_claims_status_idx").on(t.status, t.submittedAt, t.id),
    uniqueIndex("page_claims_one_open").on(t.submitterId, t.pageType, t.pageId).where(sql`${t.status} = 'pending'`),
    // The daily limit counts a member's claims of the last 24 hours.
    index("page_claims_submitter_idx").on(t.submitterId, t.submittedAt),
  ],
);
