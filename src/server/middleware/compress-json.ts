import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

/** Below this a gzip header and dictionary cost more than they save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

type Respond = (body: string | Uint8Array<ArrayBuffer>, arg?: unknown, headers?: unknown) => Response;

/**
 * Gzips the API's JSON for clients that accept it, at the moment c.json() serialises it.
 *
 * Hono's compress() pipes every finished response through a web CompressionStream, and any
 * after-the-fact middleware has to read the body back out of its stream; in Node either costs
 * about a millisecond of main-thread time per response, which capped the whole API at roughly
 * 800 req/s (npm run bench -- discovery). Gzipping the string c.json() already holds takes ~50 µs
 * for a page of JSON; done in place, since handing so small a job to the thread pool costs more
 * (every list is paginated, so bodies stay small). Only c.json() responses are touched: streams
 * (Server-Sent Events), media and static files pass through as they are.
 */
export function compressJson(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "HEAD" && /\bgzip\b/i.test(c.req.header("accept-encoding") ?? "")) {
      const body = c.body as Respond;
      (c as { json: unknown }).json = (object: unknown, arg?: unknown, headers?: unknown) => {
        const text = JSON.stringify(object);
        c.header("content-type", "application/json");
        c.header("vary", "Accept-Encoding", { append: true });
        if (text.length < threshold) return body(text, arg, headers);
        c.header("content-encoding", "gzip");
        return body(new Uint8Array(gzipSync(text)), arg, headers);
      };
    }
    await next();
  };
}
