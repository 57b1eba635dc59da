import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { type FieldErrors, unprocessable } from "./errors";

/** Turns zod issues into `{ field: [messages] }` and a headline message (the first issue). */
export function toValidationError(error: z.ZodError) {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return unprocessable(error.issues[0]?.message ?? "Invalid input", fields);
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
