import type { BlogListItem, BlogPost } from "@/shared/contract/blogs";
import type { blogs } from "../db/schema";
import { sanitizeBlogHtml } from "./sanitize";

type BlogRow = typeof blogs.$inferSelect;

export function presentBlogListItem(
  row: Pick<BlogRow, "id" | "title" | "excerpt" | "image" | "author" | "publishedAt">,
): BlogListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** The body is sanitised again on the way out: a row written before a rule was tightened is still safe. */
export function presentBlogPost(row: BlogRow): BlogPost {
  return { ...presentBlogListItem(row), content: sanitizeBlogHtml(row.content) };
}
