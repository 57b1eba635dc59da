import { desc, eq, sql } from "drizzle-orm";
import type { BlogListItem } from "@/shared/contract/blogs";
import type { Database } from "../db/client";
import { blogs } from "../db/schema";
import { type Page, type TimeCursor, toPage } from "../lib/pagination";
import { presentBlogListItem, presentBlogPost } from "./presenter";
import { sanitizeBlogHtml } from "./sanitize";

/** Newest first. */
export async function listBlogs(
  db: Database,
  page: { limit: number; cursor?: TimeCursor },
): Promise<Page<BlogListItem>> {
  const after = page.cursor
    ? sql`(${blogs.publishedAt}, ${blogs.id}) < (${page.cursor.t}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      excerpt: blogs.excerpt,
      image: blogs.image,
      author: blogs.author,
      publishedAt: blogs.publishedAt,
      sortTime: sql<string>`${blogs.publishedAt}::text`,
    })
    .from(blogs)
    .where(after)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, presentBlogListItem, (row) => ({ t: row.sortTime, id: row.id }));
}

export async function getBlog(db: Database, id: string) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  return row ? presentBlogPost(row) : null;
}

/** Every way a post gets into the table goes through here, so what is stored is already clean. */
export async function insertBlogs(db: Database, rows: (typeof blogs.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(blogs)
    .values(rows.map((row) => ({ ...row, content: sanitizeBlogHtml(row.content) })))
    .returning({ id: blogs.id });
}
