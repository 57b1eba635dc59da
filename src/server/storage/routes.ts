import { type Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { isBucket } from "./buckets";
import { contentTypeOfKey, isStorageKey, type Storage, type StoredFileInfo } from "./storage";

// Keys are unique and never rewritten, so a browser or CDN may keep a file for a year.
const IMMUTABLE = "public, max-age=31536000, immutable";
// A redirect to S3_PUBLIC_URL is kept a day, not a year: the operator may move the CDN.
const REDIRECT_CACHE = "public, max-age=86400";

/**
 * GET /media/:bucket/:key. Only raster images are served inline; anything else (an SVG or HTML that
 * slipped in) is a download, so no stored file can run script on our origin.
 */
export function mediaRoutes(storage: Storage) {
  const missing = (c: Context) => c.json(notFound("That file does not exist.").toJSON(), 404);
  const app = new Hono<AppEnv>().get("/media/:bucket/:key", async (c) => {
    const { bucket, key } = c.req.param();
    if (!isBucket(bucket) || !isStorageKey(key)) return missing(c);
    const direct = storage.directUrl(bucket, key);
    if (direct) {
      c.header("Cache-Control", REDIRECT_CACHE);
      return c.redirect(direct, 302);
    }
    const head = c.req.method === "HEAD";
    const file: (StoredFileInfo & { body?: ReadableStream<Uint8Array> }) | undefined = head
      ? await storage.stat(bucket, key)
      : await storage.open(bucket, key);
    if (!file) return missing(c);

    const contentType = contentTypeOfKey(key);
    c.header("Content-Type", contentType);
    if (contentType === "application/octet-stream") c.header("Content-Disposition", "attachment");
    c.header("Content-Length", String(file.size));
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Last-Modified", file.modifiedAt.toUTCString());
    return file.body ? c.body(file.body, 200) : c.body(null, 200);
  });
  // Any other /media path is a missing file too, never the web app's index.html.
  app.all("/media/*", missing);
  return app;
}
