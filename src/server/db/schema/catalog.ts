import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { GIN_WITHOUT_PENDING_LIST, nameSearchIndexes, wordsSearchIndex } from "../../search/sql";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

export const indianCities = pgTable(
  "indian_cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    state: text("state").notNull(),
  },
  (t) => [
    unique("indian_cities_name_state").on(t.name, t.state),
    // Substring search (ILIKE '%pun%') for the city autocomplete, and the misspelt-city lookup
    // (name % 'Kolkatta', cities/names.ts). GiST, not GIN: a similarity lookup through the GIN index
    // read the posting lists of every trigram of the text (1.5–2.5 ms on 4,242 names; the planner
    // preferred a 7 ms scan), through GiST it takes ~0.4 ms and the substring search ~0.2 ms.
    index("indian_cities_name_trgm_idx").using("gist", sql`${t.name} gist_trgm_ops`),
  ],
);

/**
 * Vote totals are kept as sum and count so the average stays exact under concurrent votes;
 * fan_voting_average is derived from them in the same UPDATE.
 */
const fanCounters = () => ({
  fanFollowingCount: integer("fan_following_count").notNull().default(0),
  fanVoteCount: integer("fan_vote_count").notNull().default(0),
  fanVoteSum: integer("fan_vote_sum").notNull().default(0),
  fanVotingAverage: doublePrecision("fan_voting_average").notNull().default(0),
});

export const bands = pgTable(
  "bands",
  {
    id: id(),
    name: text("name").notNull(),
    bio: text("bio"),
    location: text("location"),
    primaryGenre: text("primary_genre"),
    secondaryGenre: text("secondary_genre"),
    // 0 = not featured; > 0 = featured, shown in ascending order.
    featured: integer("featured").notNull().default(0),
    manager: text("manager"),
    managerEmail: text("manager_email"),
    managerPhone: text("manager_phone"),
    keyMembers: text("key_members"),
    avatarUrl: text("avatar_url"),
    profileBannerUrl: text("profile_banner_url"),
    isVerified: boolean("is_verified").notNull().default(false),
    ...fanCounters(),
    formationDate: date("formation_date"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("bands_featured_non_negative", sql`${t.featured} >= 0`),
    index("bands_name_idx").on(t.name),
    // Band submissions are flagged when their name matches a live band's, ignoring case and spaces.
    index("bands_name_key_idx").on(sql`lower(btrim(${t.name}))`),
    index("bands_featured_idx").on(t.featured).where(sql`${t.featured} > 0`),
    index("bands_location_idx").on(t.location),
    index("bands_user_idx").on(t.userId),
    // Search (src/server/search/sql.ts): on stored search_* columns that exist in the database only.
    ...nameSearchIndexes("bands"),
    wordsSearchIndex("bands"),
  ],
);

export const bandMembers = pgTable(
  "band_members",
  {
    id: id(),
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "cascade" }),
    // A member may be a LoudTribe artist (linked) or just a name.
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    role: text("role"),
    isKeyMember: boolean("is_key_member").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("band_members_band_idx").on(t.bandId, t.position), index("band_members_user_idx").on(t.userId)],
);

export const artists = pgTable(
  "artists",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio"),
    genre: text("genre"),
    primaryGenre: text("primary_genre"),
    secondaryGenre: text("secondary_genre"),
    location: text("location"),
    ...fanCounters(),
    isVerified: boolean("is_verified").notNull().default(false),
    featured: integer("featured").notNull().default(0),
    profileBannerUrl: text("profile_banner_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("artists_featured_idx").on(t.featured).where(sql`${t.featured} > 0`), wordsSearchIndex("artists")],
);

export const venues = pgTable(
  "venues",
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
    halls: integer("halls"),
    rating: doublePrecision("rating"),
    openingHours: text("opening_hours"),
    amenities: text("amenities").array().notNull().default(sql`'{}'::text[]`),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("venues_rating_range", sql`${t.rating} is null or ${t.rating} between 0 and 5`),
    check("venues_halls_min", sql`${t.halls} is null or ${t.halls} >= 1`),
    index("venues_name_idx").on(t.name),
    index("venues_city_idx").on(t.city),
    // Search finds venues by city too (search/service.ts), folded like the name.
    index("venues_city_search_idx")
      .using("gin", sql`public.lt_fold(${t.city}) gin_trgm_ops`)
      .with(GIN_WITHOUT_PENDING_LIST),
    ...nameSearchIndexes("venues"),
    wordsSearchIndex("venues"),
  ],
);

export const events = pgTable(
  "events",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description"),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    venue: text("venue"),
    venueName: text("venue_name"),
    city: text("city"),
    category: text("category"),
    genre: text("genre"),
    // Free text as in the spec ("₹499", "Free entry", "₹800 onwards").
    ticketPrice: text("ticket_price"),
    externalTicketUrl: text("external_ticket_url"),
    ticketUrl: text("ticket_url"),
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
    isFeatured: boolean("is_featured").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    coverImageUrl: text("cover_image_url"),
    rsvpCount: integer("rsvp_count").notNull().default(0),
    // Issue 12 item 4: a gig its band or venue called off stays listed as 'Cancelled' and takes no RSVPs.
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    // The page manager (or admin) who announced it through /api/gigs; null for older and admin-made gigs.
    announcedBy: uuid("announced_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_start_idx").on(t.startTime),
    index("events_city_start_idx").on(t.city, t.startTime),
    index("events_venue_start_idx").on(t.venueId, t.startTime),
    // The gig list's city filter and 'your city first' compare cities ignoring case and spaces.
    index("events_city_key_start_idx").on(sql`lower(btrim(${t.city}))`, t.startTime, t.id),
    // The undated segment of the gig order (001 §4) reads only these few rows, by id.
    index("events_undated_idx").on(t.id).where(sql`${t.startTime} is null`),
    ...nameSearchIndexes("events"),
    wordsSearchIndex("events"),
  ],
);

/**
 * A gig's line-up (issue 12 item 5): the bands and artists playing it, in billing order. One row per act;
 * `kind` says which of band_id / artist_id is set (the other is null), so each keeps its foreign key.
 * A band's and an artist's gig lists are read from here too (band_id / artist_id indexes).
 */
export const eventLineup = pgTable(
  "event_lineup",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["band", "artist"] }).notNull(),
    bandId: uuid("band_id").references(() => bands.id, { onDelete: "cascade" }),
    // An artist is named by their account (their page is /artists/{userId}).
    artistId: uuid("artist_id").references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    headliner: boolean("headliner").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "event_lineup_one_act",
      sql`(${t.kind} = 'band' and ${t.bandId} is not null and ${t.artistId} is null) or (${t.kind} = 'artist' and ${t.artistId} is not null and ${t.bandId} is null)`,
    ),
    index("event_lineup_event_idx").on(t.eventId, t.position),
    unique("event_lineup_event_band").on(t.eventId, t.bandId),
    unique("event_lineup_event_artist").on(t.eventId, t.artistId),
    index("event_lineup_band_idx").on(t.bandId).where(sql`${t.bandId} is not null`),
    index("event_lineup_artist_idx").on(t.artistId).where(sql`${t.artistId} is not null`),
  ],
);

/** A band submitted for review; approval turns it into a bands row. */
export const bandsTemp = pgTable(
  "bands_temp",
  {
    id: id(),
    name: text("name").notNull(),
    bio: text("bio"),
    location: text("location"),
    primaryGenre: text("primary_genre"),
    secondaryGenre: text("secondary_genre"),
    manager: text("manager").notNull(),
    managerEmail: text("manager_email").notNull(),
    managerPhone: text("manager_phone"),
    keyMembers: text("key_members"),
    profileBannerUrl: text("profile_banner_url"),
    avatarUrl: text("avatar_url"),
    submitterId: uuid("submitter_id").references(() => users.id, { onDelete: "set null" }),
    submitterName: text("submitter_name"),
    submitterEmail: text("submitter_email"),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    rejectionReason: text("rejection_reason"),
    approvedBandId: uuid("approved_band_id").references(() => bands.id, { onDelete: "set null" }),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bands_temp_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index("bands_temp_status_idx").on(t.status, t.submittedAt),
  ],
);
