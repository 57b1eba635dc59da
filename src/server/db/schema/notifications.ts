import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, id } from "./columns";

/**
 * A fan's notifications (issue 13; docs/decisions/notifications.md). Written by the server in the
 * transaction of the action that causes it. `kind` has no check constraint: the kinds live in
 * src/shared/notifications.ts and grow with the product, without a migration each time.
 *
 * - `group_key`: similar events (more comments on one post) merge into the fan's unread row with the
 *   same key while its last event is recent; `actor_ids` then lists who acted, newest first.
 * - `dedupe_key`: events that happen once per fan (a vote milestone) are refused a second time.
 * - `latest_at`: when the row last changed (a merge moves it up); the list is sorted by it.
 * - `mail_status`: the kinds mailed one by one (a followed band coming to your city, Bring to My City
 *   answered): 'due' when the fan-out wrote it with the fan's e-mail switch on, then 'sent' (or
 *   'skipped' if the switch went off before the mail job ran); null for every other row. The digest
 *   leaves out what was already mailed.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    /**
     * The fan. No foreign key: a fan-out writes 100,000 rows at once and the key's per-row check
     * (an after-row trigger locking each user row) was a sixth of its cost. Deleting users deletes
     * their notifications instead (a statement-level trigger on users, migration 0030), and the
     * daily retention job deletes any row a concurrent fan-out wrote for a fan deleted meanwhile
     * (docs/decisions/notifications.md "Fan-out cost, second pass").
     */
    userId: uuid("user_id").notNull(),
    kind: text("kind").notNull(),
    groupKey: text("group_key"),
    dedupeKey: text("dedupe_key"),
    actorIds: uuid("actor_ids").array().notNull().default(sql`'{}'::uuid[]`),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    href: text("href"),
    readAt: timestamp("read_at", { withTimezone: true }),
    mailStatus: text("mail_status", { enum: ["due", "sent", "skipped"] }),
    createdAt: createdAt(),
    latestAt: timestamp("latest_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Phone alerts: null while the row waits for the push job (every insert, by any path, and every
     * merge that changes it); set once the job has handled it, whether or not anything was sent.
     */
    pushedAt: timestamp("pushed_at", { withTimezone: true }),
  },
  (t) => [
    // A fan's rows: the list (sorted from the heap: at most MAX_NOTIFICATIONS_PER_USER rows), the
    // cap, the digest. The fan alone as key, so B-tree deduplication keeps one entry per fan with a
    // list of row pointers: 31 MB where (user, latest_at, id) took 150 MB for 2.3 million rows, and
    // a 100,000-follower fan-out, which adds a row to every follower's stretch, rewrote all of that
    // (0.5–0.9 s of its ~3 s; docs/decisions/notifications.md "Fan-out cost, fourth pass").
    index("notifications_user_feed_idx").on(t.userId),
    // The bell's count reads only the unread rows; a merge looks for an unread row with its key.
    index("notifications_user_unread_idx").on(t.userId, t.groupKey).where(sql`${t.readAt} is null`),
    // Key first: a fan-out's rows share one key (`gig:{event}`), so its 100,000 entries fill one new
    // stretch of the index instead of 100,000 fans' scattered pages, and "who has this key already"
    // (the fan-out's not-exists, a retry) reads that stretch alone instead of the whole index.
    uniqueIndex("notifications_dedupe_user").on(t.dedupeKey, t.userId).where(sql`${t.dedupeKey} is not null`),
    // The push job's queue: only rows it has not handled yet, so it stays small.
    index("notifications_push_pending_idx").on(t.latestAt).where(sql`${t.pushedAt} is null`),
    // The immediate-mail job finds one gig's unsent mails by the fan-out's key (`gig:{event}`, `bring:{event}`).
    index("notifications_mail_due_idx").on(t.dedupeKey).where(sql`${t.mailStatus} = 'due'`),
  ],
);

export const NOTIFICATION_CHANNELS = ["in_app", "email", "push"] as const;

/**
 * A fan's switches that differ from the defaults (src/shared/notifications.ts): one row per kind and
 * channel they changed. The e-mail digest is the kind 'digest' on the channel 'email'.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check("notification_preferences_channel_check", sql`${t.channel} in ('in_app', 'email', 'push')`),
  ],
);

/**
 * Phone alerts (Web Push): one row per browser that turned them on. The endpoint is the push
 * service's address for that browser (unique: a browser signed in to another account moves to it);
 * p256dh and auth are the browser's keys the payload is encrypted with. A push service answering
 * 404 or 410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** 'Chrome on Android', from the user agent, so a fan can tell their devices apart. */
    label: text("label").notNull(),
    createdAt: createdAt(),
    /** The last time a push to it was accepted (or it was turned on). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId)],
);
