import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

/** One row per fan account; xp_points is only ever changed by the server's XP engine. */
export const fans = pgTable(
  "fans",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    xpPoints: integer("xp_points").notNull().default(0),
    onboardingComplete: boolean("onboarding_complete").notNull().default(false),
    city: text("city"),
    // Consecutive IST days with at least one rewarded action, kept by the XP engine.
    streakDays: integer("streak_days").notNull().default(0),
    streakLastDay: date("streak_last_day"),
    // Privacy (issue 14): off takes the fan out of every leaderboard / hides city and XP from
    // other people's view of their profile. Both default on.
    showOnLeaderboards: boolean("show_on_leaderboards").notNull().default(true),
    showCityAndXp: boolean("show_city_and_xp").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("fans_xp_non_negative", sql`${t.xpPoints} >= 0`)],
);

export const userEngagementMatrix = pgTable("user_engagement_matrix", {
  id: serial("id").primaryKey(),
  engagementAction: text("engagement_action").notNull().unique(),
  points: integer("points").notNull(),
  category: text("category").notNull(),
});

export const fanActivities = pgTable(
  "fan_activities",
  {
    id: id(),
    fanId: uuid("fan_id")
      .notNull()
      .references(() => fans.userId, { onDelete: "cascade" }),
    activityType: text("activity_type")
      .notNull()
      .references(() => userEngagementMatrix.engagementAction, { onUpdate: "cascade" }),
    xpReward: integer("xp_reward").notNull(),
    // Set for rewards that may be paid once per subject (the mission, a followed band, a referred
    // friend): the unique constraint below makes "once" hold even under concurrent requests.
    subjectKey: text("subject_key"),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("fan_activities_fan_type_time_idx").on(t.fanId, t.activityType, t.completedAt),
    index("fan_activities_fan_time_idx").on(t.fanId, t.completedAt),
    unique("fan_activities_once_per_subject").on(t.fanId, t.activityType, t.subjectKey),
  ],
);

/**
 * XP per fan per IST day: the streak reads it, and its trigger carries each change to the week and
 * month boards (fan_board_xp). Written by the engine in the same statement as each activity row
 * (src/server/xp/pay.ts), so it always equals the log summed by IST day; backfilled by migration 0009.
 */
export const fanDailyXp = pgTable(
  "fan_daily_xp",
  {
    fanId: uuid("fan_id")
      .notNull()
      .references(() => fans.userId, { onDelete: "cascade" }),
    day: date("day").notNull(),
    xp: integer("xp").notNull(),
  },
  // Read per fan (the streak) by the primary key; the boards read fan_board_xp below.
  (t) => [primaryKey({ columns: [t.fanId, t.day] })],
);

/**
 * The leaderboards (issue 14): one row per fan per board ('all', 'week:<IST Monday>', 'month:<IST 1st>')
 * with the fan's XP on it and what decides who is shown (denormalised from users and fans), so a board
 * reads its top 50 in order from an index and a fan's rank is a count over the same index. Kept by
 * triggers on fan_daily_xp (week, month), fans (all time, city, the switch) and users (role, account
 * type): migration 0015, docs/decisions/leaderboards.md. Never written by the application.
 */
export const fanBoardXp = pgTable(
  "fan_board_xp",
  {
    fanId: uuid("fan_id")
      .notNull()
      .references(() => fans.userId, { onDelete: "cascade" }),
    board: text("board").notNull(),
    xp: integer("xp").notNull(),
    // A fan (role), a real account and 'Show me on leaderboards' on.
    listed: boolean("listed").notNull(),
    // lower(btrim(fans.city)): the city filter's comparison, null without a city.
    cityKey: text("city_key"),
    // users.created_at: within a shared rank the earlier account comes first.
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fanId, t.board] }),
    index("fan_board_xp_rank_idx")
      .on(t.board, t.xp.desc(), t.joinedAt, t.fanId)
      .where(sql`${t.listed} and ${t.xp} > 0`),
    index("fan_board_xp_city_rank_idx")
      .on(t.board, t.cityKey, t.xp.desc(), t.joinedAt, t.fanId)
      .where(sql`${t.listed} and ${t.xp} > 0`),
  ],
);

export const badgeScoreMatrix = pgTable("badge_score_matrix", {
  id: serial("id").primaryKey(),
  badgeName: text("badge_name").notNull().unique(),
  description: text("description").notNull(),
  badgeUrl: text("badge_url").notNull(),
  action: text("action")
    .notNull()
    .references(() => userEngagementMatrix.engagementAction, { onUpdate: "cascade" }),
  timesRequired: integer("times_required").notNull(),
});

export const userBadges = pgTable(
  "user_badges",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    badgeId: integer("badge_id")
      .notNull()
      .references(() => badgeScoreMatrix.id, { onDelete: "cascade" }),
    awardedAt: timestamp("awarded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] })],
);

export const userLevelMatrix = pgTable("user_level_matrix", {
  level: integer("level").primaryKey(),
  minPoints: integer("min_points").notNull(),
  // null = open-ended top level
  maxPoints: integer("max_points"),
});

export const onboardingSessions = pgTable(
  "onboarding_sessions",
  {
    id: id(),
    entityId: uuid("entity_id").notNull(),
    entityType: text("entity_type", { enum: ["band", "artist"] }).notNull(),
    voteValue: smallint("vote_value"),
    selectedName: text("selected_name"),
    selectedCity: text("selected_city"),
    email: text("email"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    completed: boolean("completed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("onboarding_entity_type_check", sql`${t.entityType} in ('band', 'artist')`),
    check("onboarding_vote_range", sql`${t.voteValue} between 1 and 7`),
    index("onboarding_sessions_stale_idx").on(t.completed, t.updatedAt),
  ],
);

/** A referral link's code is tied to the user who made it; each new account can be referred once. */
export const referrals = pgTable(
  "referrals",
  {
    id: id(),
    referrerId: uuid("referrer_id").references(() => users.id, { onDelete: "set null" }),
    referralCode: uuid("referral_code").notNull(),
    referredUserId: uuid("referred_user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  // By code: a code belongs to the first referrer it was used with (referrals/service.ts).
  (t) => [index("referrals_referrer_idx").on(t.referrerId), index("referrals_code_idx").on(t.referralCode)],
);
