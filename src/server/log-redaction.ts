import { stdSerializers } from "pino";

const PARAM_KEYS = new Set(["params", "parameters"]);
// Drizzle's "Failed query: …\nparams: a@b.c,…" (in the message, and so in the stack's first line).
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
// Postgres' detail echoes the values: 'Key (email)=(a@b.c) already exists.'
const DETAIL_VALUES = /=\([^)]*\)/g;

function scrub(value: unknown, depth: number): unknown {
  if (depth > 5 || !value || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (PARAM_KEYS.has(key)) continue;
    if ((key === "message" || key === "stack") && typeof item === "string") out[key] = item.replace(PARAMS_LINE, "");
    else if (key === "detail" && typeof item === "string") out[key] = item.replace(DETAIL_VALUES, "=(…)");
    else out[key] = scrub(item, depth + 1);
  }
  return out;
}

/**
 * The `err` serializer of every log line: the SQL of a failed query stays (it says what broke), its
 * parameters (e-mail addresses, names, tokens) do not, in the error or any of its causes.
 */
export function errWithoutQueryParams(error: unknown): unknown {
  return scrub(error instanceof Error ? stdSerializers.err(error) : error, 0);
}
