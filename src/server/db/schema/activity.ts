import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bands, events } from "./catalog";
import { createdAt, id, updatedAt } from "./columns";

const fanVote = () => smallint("fan_vote");

/**
 * When the current follow and the current Bring to My City request began (null while off): the
 * managers' dashboard draws followers per day and the cities' change over 30 days from them.
 */
const demandTimes = () => ({
  followedAt: timestamp("followed_at", { withTimezone: true }),
  bringAt: timestamp("bring_at", { withTimezone: true }),
});

/** A fan's relationship with a band: follow, Bring to My City, and the one Scream-O-Meter vote. */
export const fanBandActivity = pgTable(
  "fan_band_activity",
  {
    fanId: uuid("fan_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "cascade" }),
    following: boolean("following").notNull().default(false),
    bringToMyCity: boolean("bring_to_my_city").notNull().default(false),
    // The fan's city when they asked, so the band page can say where fans want them.
    bringCity: text("bring_city"),
    ...demandTimes(),
    // Issue 13: the request answered, when a gig of the band in that city was published (the fan was
    // told '{band} is coming to {city}!'); cleared when the fan withdraws or the gig is cancelled.
    bringAnsweredAt: timestamp("bring_answered_at", { withTimezone: true }),
    bringAnsweredEventId: uuid("bring_answered_event_id").references(() => events.id, { onDelete: "set null" }),
    fanVote: fanVote(),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fanId, t.bandId] }),
    check("fan_band_vote_range", sql`${t.fanVote} between 1 and 7`),
    index("fan_band_following_idx").on(t.bandId).where(sql`${t.following}`),
    index("fan_band_bring_idx").on(t.bandId, t.bringCity).where(sql`${t.bringToMyCity}`),
    // The managers' dashboard (/manage): followers by the day they followed.
    index("fan_band_followed_at_idx").on(t.bandId, t.followedAt).where(sql`${t.following}`),
    // The managers' dashboard: Scream-O-Meter votes per level, an index-only count of the band's votes.
    index("fan_band_vote_idx").on(t.bandId, t.fanVote).where(sql`${t.fanVote} is not null`),
    // The managers' dashboard: a band's requests of the last 30 days per city, index-only (the
    // totals per city come from band_city_demand).
    index("fan_band_bring_at_idx").on(t.bandId, t.bringAt, t.bringCity).where(sql`${t.bringToMyCity}`),
    // A cancelled gig re-opens the requests it answered.
    index("fan_band_bring_answered_idx").on(t.bringAnsweredEventId).where(sql`${t.bringAnsweredEventId} is not null`),
  ],
);

/**
 * The demand board's aggregate (issue 12 item 7): per band and city, how many fans ask the band to
 * play there (Bring to My City, counted once per fan), so the board reads a city's bands or a
 * band's cities in order from an index. `city_key` is lower(btrim(bring_city)), the comparison every
 * city filter uses; `city` the name shown (the first in sort order, as the band page's line says it).
 * Kept by a trigger on fan_band_activity (docs/decisions/demand.md); never written by the application.
 */
export const bandCityDemand = pgTable(
  "band_city_demand",
  {
    bandId: uuid("band_id")
      .notNull()
      .references(() => bands.id, { onDelete: "cascade" }),
    cityKey: text("city_key").notNull(),
    city: text("city").notNull(),
    fans: integer("fans").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bandId, t.cityKey] }),
    index("band_city_demand_city_rank_idx").on(t.cityKey, t.fans.desc(), t.bandId).where(sql`${t.fans} > 0`),
    index("band_city_demand_band_rank_idx").on(t.bandId, t.fans.desc(), t.cityKey).where(sql`${t.fans} > 0`),
  ],
);

export const fanArtistActivity = pgTable(
  "fan_artist_activity",
  {
    fanId: uuid("fan_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    following: boolean("following").notNull().default(false),
    bringToMyCity: boolean("bring_to_my_city").notNull().default(false),
    bringCity: text("bring_city"),
    ...demandTimes(),
    fanVote: fanVote(),
    votedAt: timestamp("voted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.fanId, t.artistId] }),
    check("fan_artist_vote_range", sql`${t.fanVote} between 1 and 7`),
    index("fan_artist_following_idx").on(t.artistId).where(sql`${t.following}`),
    index("fan_artist_followed_at_idx").on(t.artistId, t.followedAt).where(sql`${t.following}`),
    index("fan_artist_vote_idx").on(t.artistId, t.fanVote).where(sql`${t.fanVote} is not null`),
  ],
);

export const eventRsvps = pgTable(
  "event_rsvps",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index("event_rsvps_user_idx").on(t.userId)],
);

export const userCalendarEvents = pgTable(
  "user_calendar_events",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    calendarProvider: text("calendar_provider", { enum: ["google", "outlook", "apple"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("user_calendar_events_user_event").on(t.userId, t.eventId),
    // Calendar adds per gig (the managers' dashboard).
    index("user_calendar_events_event_idx").on(t.eventId),
    check("calendar_provider_check", sql`${t.calendarProvider} in ('google', 'outlook', 'apple')`),
  ],
);

/**
 * 'Book Ticket' opens per gig (issue 12 item 6): a count only, no fan named. The ticket-click route
 * adds one at most once per fan per gig per hour, so a fan cannot inflate it.
 */
export const eventTicketClicks = pgTable("event_ticket_clicks", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  clicks: integer("clicks").notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * RSVPs and calendar adds per gig for the managers' dashboard (issue 12 item 6): counts only, kept
 * exact by triggers on event_rsvps and user_calendar_events in the writer's own transaction
 * (migration event_fan_counts_sql), so the dashboard reads one row per gig instead of counting a
 * popular gig's thousands. Never written by the application. (events.rsvp_count is the gig page's
 * counter: it is not lowered when an account goes.)
 */
export const eventFanCounts = pgTable("event_fan_counts", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  rsvps: integer("rsvps").notNull().default(0),
  calendarAdds: integer("calendar_adds").notNull().default(0),
});

/**
 * A fan's private calendar feed (beyond the spec): phone calendars subscribe to
 * /api/calendar/{token}.ics and see the gigs the fan RSVP'd to or added. Only a SHA-256 of the token
 * is kept, so a leaked database does not leak the feeds; regenerating replaces it.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});
