import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { type FieldErrors, unprocessable } from "./errors";

/** Zod's messages may quote the input (an unknown key's name): each is cut to this many characters… */
export const ECHOED_MESSAGE_CHARS = 200;
/** …a field's name too (a record's keys come from the client)… */
export const ECHOED_FIELD_CHARS = 100;
/** …and at most this many fields are listed, so no answer grows with what was sent (issue 16). */
export const LISTED_FIELDS = 20;

const bounded = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Turns zod issues into `{ field: [messages] }` and a headline message (the first issue). */
export function toValidationError(error: z.ZodError) {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = bounded(issue.path.length ? issue.path.join(".") : "_", ECHOED_FIELD_CHARS);
    if (!(key in fields) && Object.keys(fields).length >= LISTED_FIELDS) continue;
    const messages = fields[key] ?? [];
    if (messages.length < LISTED_FIELDS) fields[key] = [...messages, bounded(issue.message, ECHOED_MESSAGE_CHARS)];
  }
  return unprocessable(bounded(error.issues[0]?.message ?? "Invalid input", ECHOED_MESSAGE_CHARS), fields);
}

/** Route-level input validation: 422 with field messages on failure, typed data on success. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) throw toValidationError(result.error);
    return result.data;
  });
}
