import { type Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { isBucket } from "./buckets";
import { IMAGE_TYPES, imageTypeOfExtension } from "./image-type";
import { isStorageKey, type Storage } from "./storage";

// Keys are unique and never rewritten, so a browser or CDN may keep a file for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/:bucket/:key. Only raster images are served inline; anything else (an SVG or HTML that
 * slipped in) is a download, so no stored file can run script on our origin.
 */
export function mediaRoutes(storage: Storage) {
  const missing = (c: Context) => c.json(notFound("That file does not exist.").toJSON(), 404);
  const app = new Hono<AppEnv>().get("/media/:bucket/:key", async (c) => {
    const { bucket, key } = c.req.param();
    if (!isBucket(bucket) || !isStorageKey(key)) return missing(c);
    const info = await storage.stat(bucket, key);
    if (!info) return missing(c);

    const imageType = imageTypeOfExtension(key.slice(key.lastIndexOf(".") + 1));
    c.header("Content-Type", imageType ? IMAGE_TYPES[imageType] : "application/octet-stream");
    if (!imageType) c.header("Content-Disposition", "attachment");
    c.header("Content-Length", String(info.size));
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Last-Modified", info.modifiedAt.toUTCString());
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(storage.stream(bucket, key), 200);
  });
  // Any other /media path is a missing file too, never the web app's index.html.
  app.all("/media/*", missing);
  return app;
}
