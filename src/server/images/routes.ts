import { type Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { badRequest, notFound } from "../lib/errors";
import type { Storage } from "../storage";
import type { Rendered } from "./cache";
import { createOgRenderer, OG_IMAGE_TYPE } from "./og";
import { createResizer, IMAGE_WIDTHS, isImageWidth } from "./resize";

// A variant's URL names its source (a key never rewritten) and width, so it never changes either.
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /img/{width}/{bucket}/{key}: the stored image /media/{bucket}/{key} as WebP, `width` pixels
 * wide (never enlarged), for card and banner srcsets. GET /img/og/{bucket}/{key}.jpg: the same
 * image as a 1200×630 JPEG link-preview card, and /img/og/site.jpg the site's own card (og.ts).
 * Variants are cached by the storage driver.
 */
export function imageRoutes(storage: Storage) {
  const resizer = createResizer(storage);
  const og = createOgRenderer(storage);
  const missing = (c: Context) => c.json(notFound("That image does not exist.").toJSON(), 404);
  const send = (c: Context, result: Rendered, type: string) => {
    if (result.kind !== "ok") return missing(c);
    c.header("Content-Type", type);
    c.header("Content-Length", String(result.data.length));
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.method === "HEAD") return c.body(null, 200);
    return c.body(new Uint8Array(result.data), 200);
  };
  const app = new Hono<AppEnv>();
  // Before /img/:width/…, which would read 'og' as a width.
  app.get("/img/og/site.jpg", async (c) => send(c, await og.siteCard(), OG_IMAGE_TYPE));
  app.get("/img/og/:bucket/:file", async (c) => {
    const { bucket, file } = c.req.param();
    if (!file.endsWith(".jpg")) return missing(c);
    return send(c, await og.card(bucket, file.slice(0, -".jpg".length)), OG_IMAGE_TYPE);
  });
  app.get("/img/:width/:bucket/:key", async (c) => {
    const { width: widthText, bucket, key } = c.req.param();
    // Digits only, no leading zero: one URL per variant, so caches never hold two copies of it.
    const width = /^[1-9]\d{0,3}$/.test(widthText) ? Number(widthText) : Number.NaN;
    if (!isImageWidth(width)) {
      const error = badRequest(`Image width must be one of ${IMAGE_WIDTHS.join(", ")}.`);
      return c.json(error.toJSON(), 400);
    }
    return send(c, await resizer.resize(width, bucket, key), "image/webp");
  });
  // Any other /img path is a missing image too, never the web app's index.html.
  app.all("/img/*", missing);
  return app;
}
