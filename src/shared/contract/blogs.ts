/** /api/blogs: the blog list and one post (001 §8). Served by src/server/blogs. */
import { defineRoute, jsonContent, pageOf, z } from "./define";
import { idPathParam, pageQuery } from "./params";

/** 001 §8: 'Blog not found'. */
export const BLOG_NOT_FOUND = "Blog not found";
const tags: ["Blogs"] = ["Blogs"];

export const blogListItemSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image: z.string().nullable(),
    author: z.string(),
    publishedAt: z.string(),
  })
  .openapi("BlogListItem");
export type BlogListItem = z.infer<typeof blogListItemSchema>;

export const blogPostSchema = blogListItemSchema
  .extend({
    /** HTML, sanitised by the server's allow-list. */
    content: z.string(),
  })
  .openapi("BlogPost");
export type BlogPost = z.infer<typeof blogPostSchema>;

export const listBlogs = defineRoute({
  method: "get",
  path: "/api/blogs",
  tags,
  summary: "Blog posts, newest first, in keyset pages",
  request: { query: z.object(pageQuery(9)) },
  responses: { 200: jsonContent(pageOf(blogListItemSchema), "A page of blog posts") },
  errors: [422],
});

export const getBlog = defineRoute({
  method: "get",
  path: "/api/blogs/{id}",
  tags,
  summary: "One blog post with its sanitised HTML body",
  request: { params: idPathParam("id", BLOG_NOT_FOUND) },
  responses: { 200: jsonContent(blogPostSchema, "The post") },
  errors: [404],
});

export const routes = { listBlogs, getBlog };
