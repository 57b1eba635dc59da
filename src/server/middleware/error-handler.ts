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

export const apiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json({ error: { code: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` } }, 404);
