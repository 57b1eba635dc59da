import { idField } from "@/shared/validation/fields";
import { notFound } from "./errors";

/**
 * A path id that is not a uuid cannot name a row: answer 404 like any other missing row (the
 * database would otherwise throw on the cast, which would be a 500).
 */
export function idOrNotFound(raw: string | undefined, message: string): string {
  const parsed = idField.safeParse(raw);
  if (!parsed.success) throw notFound(message);
  return parsed.data.toLowerCase();
}
