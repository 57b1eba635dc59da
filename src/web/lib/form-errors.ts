import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts a 422's field messages under the form's own fields (the server checks with the same shared
 * schema, so the names match). Returns how many it placed; the caller still shows a toast.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Iterable<string>,
): number {
  if (!(error instanceof ApiError) || !error.fields) return 0;
  const known = new Set(fields);
  let placed = 0;
  for (const [field, messages] of Object.entries(error.fields)) {
    const root = field.split(".")[0]!;
    if (!known.has(root) || !messages[0]) continue;
    setError(field as Path<T>, { message: messages[0] });
    placed += 1;
  }
  return placed;
}
