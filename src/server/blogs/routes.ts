import { BLOG_NOT_FOUND, getBlog as getBlogRoute, listBlogs as listBlogsRoute } from "@/shared/contract/blogs";
import { notFound } from "../lib/errors";
import { createRouter } from "../lib/openapi";
import { readCursor, timeCursorSchema } from "../lib/pagination";
import { getBlog, listBlogs } from "./service";

/** Public reads: the blog list and one post with its sanitised body (no policy: nobody writes here). */
export function blogRoutes() {
  const router = createRouter();
  router.openapi(listBlogsRoute, async (c) => {
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listBlogs(c.get("deps").db.db, { limit, cursor: readCursor(cursor, timeCursorSchema) }), 200);
  });
  router.openapi(getBlogRoute, async (c) => {
    const post = await getBlog(c.get("deps").db.db, c.req.valid("param").id);
    if (!post) throw notFound(BLOG_NOT_FOUND);
    return c.json(post, 200);
  });
  return router;
}
