import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";

const bodiless = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/**
 * A POST or DELETE with nothing in it (a Follow tap, Remove from Calendar) has no type to check.
 * Over a socket Node hands Hono an empty stream for it all the same, so the headers decide: a
 * 'Content-Length: 0', or none of length, chunking and type (how a browser sends a bodiless DELETE).
 */
const empty = ({ body, headers }: Request) =>
  !body ||
  headers.get("content-length") === "0" ||
  (!headers.has("content-length") && !headers.has("transfer-encoding") && !headers.has("content-type"));

/**
 * RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form. The
 * request carries a signed token and acts on no session, so a cross-site form gains nothing.
 */
const ONE_CLICK_PATHS = new Set(["/api/notifications/unsubscribe"]);

/**
 * A body sent to the API must be JSON, or multipart on the upload routes. Browsers send text/plain
 * and form bodies cross-site without a CORS preflight, so refusing them makes the preflight (and
 * not only the Origin check) stand between another site and a signed-in member's writes.
 */
export const requireJsonBody = (acceptsMultipart: (path: string) => boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (bodiless(c.req.method) || empty(c.req.raw)) return next();
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
    if (type === "application/json" || (type === "multipart/form-data" && acceptsMultipart(c.req.path))) return next();
    if (type === "application/x-www-form-urlencoded" && ONE_CLICK_PATHS.has(c.req.path)) return next();
    const expected = acceptsMultipart(c.req.path) ? "multipart/form-data" : "application/json";
    throw new HttpError(415, "unsupported_media_type", `Send this request's body as ${expected}.`);
  });
