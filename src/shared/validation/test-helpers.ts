import type { z } from "zod";

/** `{ "field.path": ["message", …] }` for a failed parse, `{}` for a success: what a 422 carries. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Parses and fails the test with the issues when it does not succeed. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}
