import type { ContentfulStatusCode } from "hono/utils/http-status";

export type FieldErrors = Record<string, string[]>;

/** Every error a client sees has this shape: { error: { code, message, fields? } }. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const badRequest = (message: string, code = "bad_request") => new HttpError(400, code, message);
export const unauthorized = (message = "You need to sign in to do that.") =>
  new HttpError(401, "unauthorized", message);
export const forbidden = (message = "You are not allowed to do that.") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);
export const conflict = (message: string, code = "conflict") => new HttpError(409, code, message);
export const payloadTooLarge = (message: string) => new HttpError(413, "payload_too_large", message);
/** A file of a kind the route does not take (e.g. "not an image"): 415 on every upload route. */
export const unsupportedMediaType = (message: string, fields?: FieldErrors) =>
  new HttpError(415, "unsupported_media_type", message, fields);
export const unprocessable = (message: string, fields?: FieldErrors) =>
  new HttpError(422, "validation_failed", message, fields);
export const tooManyRequests = (message = "Too many requests. Please wait a moment and try again.") =>
  new HttpError(429, "rate_limited", message);
