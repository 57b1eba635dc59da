import type { blogs } from "../db/schema";
import { sanitizeBlogHtml } from "./sanitize";

type BlogRow = typeof blogs.$inferSelect;

export function presentBlogListItem(
  row: Pick<BlogRow, "id" | "title" | "excerpt" | "image" | "author" | "publishedAt">,
) {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
  };
}
export type BlogListItem = ReturnType<typeof presentBlogListItem>;

/** The body is sanitised again on the way out: a row written before a rule was tightened is still safe. */
export function presentBlogPost(row: BlogRow) {
  return { ...presentBlogListItem(row), content: sanitizeBlogHtml(row.content) };
}
export type BlogPost = ReturnType<typeof presentBlogPost>;
