import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { idOrNotFound } from "../lib/ids";
import { cursorParam, limitParam, readCursor, timeCursorSchema } from "../lib/pagination";
import { validate } from "../lib/validate";
import { getBlog, listBlogs } from "./service";

/** 001 §8: 'Blog not found'. */
export const BLOG_NOT_FOUND = "Blog not found";

const listQuery = z.object({ cursor: cursorParam, limit: limitParam(9) });

/** Public reads: the blog list and one post with its sanitised body. */
export function blogRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/", validate("query", listQuery), async (c) => {
    const { cursor, limit } = c.req.valid("query");
    return c.json(await listBlogs(c.get("deps").db.db, { limit, cursor: readCursor(cursor, timeCursorSchema) }));
  });

  app.get("/:id", async (c) => {
    const post = await getBlog(c.get("deps").db.db, idOrNotFound(c.req.param("id"), BLOG_NOT_FOUND));
    if (!post) throw notFound(BLOG_NOT_FOUND);
    return c.json(post);
  });

  return app;
}
