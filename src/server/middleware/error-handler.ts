import type { ErrorHandler, NotFoundHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";
import { toValidationError } from "../lib/validate";

/** Every failure becomes `{ error: { code, message } }`; stack traces stay in the log. */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HttpError) return c.json(error.toJSON(), error.status);
  if (error instanceof ZodError) {
    const validation = toValidationError(error);
    return c.json(validation.toJSON(), validation.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthorized" : "http_error";
    const message = status === 413 ? "The request body is too large." : error.message || "Request failed.";
    return c.json({ error: { code, message } }, status);
  }
  c.get("deps").logger.error({ err: error, requestId: c.get("requestId"), path: c.req.path }, "unhandled error");
  return c.json({ error: { code: "internal_error", message: "An unexpected error occurred" } }, 500);
};

/** Echo at most this much of an unknown path: enough to spot a typo, not a reflection channel. */
export const ECHOED_PATH_CHARS = 100;

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => {
  const path = c.req.path.length > ECHOED_PATH_CHARS ? `${c.req.path.slice(0, ECHOED_PATH_CHARS)}…` : c.req.path;
  const method = c.req.method.slice(0, 10);
  return c.json({ error: { code: "not_found", message: `No API route for ${method} ${path}` } }, 404);
};
