import { createMiddleware } from "hono/factory";
import { isSafeJson, isSafeText, UNSAFE_TEXT_MESSAGE } from "@/shared/validation/safe-text";
import type { AppEnv } from "../context";
import { unprocessable } from "../lib/errors";

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // Not valid percent-encoding: no route parameter can come out of it either.
    return path;
  }
}

async function jsonBody(request: Request): Promise<unknown> {
  if (!request.body || !request.headers.get("content-type")?.includes("json")) return undefined;
  try {
    // A clone: the route (and better-auth, which reads the raw request) still gets the whole body.
    return JSON.parse(await request.clone().text());
  } catch {
    // Malformed JSON is the route's own 400/422.
    return undefined;
  }
}

/**
 * Refuses NUL and unpaired surrogates (see shared/validation/safe-text.ts) in the path, the query
 * string and a JSON body of every /api request with one 422, before any handler or the auth library
 * hands them to the database.
 */
export const refuseUnsafeText = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const query = Object.entries(c.req.queries()).flatMap(([key, values]) => [key, ...values]);
    const safe =
      isSafeText(decodedPath(c.req.path)) && query.every(isSafeText) && isSafeJson(await jsonBody(c.req.raw));
    if (!safe) throw unprocessable(UNSAFE_TEXT_MESSAGE);
    return next();
  });
