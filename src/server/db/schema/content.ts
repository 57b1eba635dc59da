import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    // HTML, sanitised on the server (allow-list) before it is stored and again when served.
    content: text("content").notNull(),
    image: text("image"),
    author: text("author").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blogs_published_idx").on(t.publishedAt.desc())],
);

/** Small key/value store for instance facts (e.g. when the demo content was seeded). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
