import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { bands } from "./catalog";
import { createdAt, id, updatedAt } from "./columns";

const voteType = () => text("vote_type", { enum: ["upvote", "downvote"] }).notNull();

/**
 * Set when a moderator (or 5 members' reports) hid the item: readers other than its author and admins
 * get 'This post was removed by a moderator.' instead of its words; votes and replies stay.
 */
const hiddenAt = () => timestamp("hidden_at", { withTimezone: true });

/**
 * Community posts for every thread kind (band chat, artist gossip, venue comments, event chat).
 * upvotes/downvotes/comments_count are counters kept by the server in the same transaction as the
 * vote or comment, so a page of posts is one indexed query.
 */
export const posts = pgTable(
  "posts",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entityType: text("entity_type", { enum: ["band", "artist", "venue", "event"] }).notNull(),
    entityId: uuid("entity_id").notNull(),
    content: text("content").notNull(),
    postCategory: text("post_category").notNull().default("general"),
    gifUrl: text("gif_url"),
    upvotes: integer("upvotes").notNull().default(0),
    downvotes: integer("downvotes").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("posts_entity_type_check", sql`${t.entityType} in ('band', 'artist', 'venue', 'event')`),
    // NULLS FIRST is what a plain ORDER BY … DESC means; an index sorted otherwise cannot serve it,
    // and a thread page would sort the whole thread instead of reading ten rows.
    index("posts_thread_idx").on(t.entityType, t.entityId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("posts_user_idx").on(t.userId),
  ],
);

export const postVotes = pgTable(
  "post_votes",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    voteType: voteType(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_votes_user_idx").on(t.userId)],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: id(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Replies nest one level: parent is a top-level comment, reply_to_user is who was answered.
    parentId: uuid("parent_id").references((): AnyPgColumn => postComments.id, { onDelete: "cascade" }),
    replyToUserId: uuid("reply_to_user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    gifUrl: text("gif_url"),
    upvotes: integer("upvotes").notNull().default(0),
    downvotes: integer("downvotes").notNull().default(0),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("post_comments_post_idx").on(t.postId, t.createdAt),
    // Deleting a comment deletes its replies (and the cascade from a deleted parent looks them up).
    index("post_comments_parent_idx").on(t.parentId),
  ],
);

export const commentVotes = pgTable(
  "comment_votes",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => postComments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    voteType: voteType(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const fanPhotos = pgTable(
  "fan_photos",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bandId: uuid("band_id").references(() => bands.id, { onDelete: "cascade" }),
    artistId: uuid("artist_id").references(() => users.id, { onDelete: "cascade" }),
    imageUrl: text("image_url").notNull(),
    width: integer("width"),
    height: integer("height"),
    hiddenAt: hiddenAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("fan_photos_band_idx").on(t.bandId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("fan_photos_artist_idx").on(t.artistId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
