/**
 * A loaded record as an edit form's default values: the form's own fields only, with null shown as
 * an empty input (inputs cannot hold null; the shared schemas turn '' back into null on save).
 * Fields the record does not have are left out, for the caller to fill.
 */
export function formDefaults<T>(fields: readonly string[], record: object): T {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => field in source).map((field) => [field, source[field] ?? ""]),
  ) as T;
}
