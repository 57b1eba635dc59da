/**
 * Malformed requests for every API route, for the fuzz guard (issue 16, security/fuzz.test.ts):
 * wrong types, huge and odd Unicode strings, NUL, lone surrogates, nulls, arrays for scalars,
 * NaN and negative numbers, bad ids, deep JSON, invalid JSON, wrong content types, path traversal,
 * SQL and LIKE metacharacters, sent as a visitor, a fan or an admin. The property: no 5xx, and
 * every error is `{ error: { code, message } }` with a readable message and no stack or SQL.
 */
import fc from "fast-check";
import { apiRoutes } from "@/shared/contract";

type Schema = { shape?: Record<string, unknown>; _zod?: { def?: Record<string, unknown> } } | undefined;

/** The keys of a zod object schema, through pipes, refinements and optionals. */
function keysOf(schema: Schema): string[] {
  let current: Schema = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) return Object.keys(current.shape);
    const def = current._zod?.def as { in?: Schema; schema?: Schema; innerType?: Schema } | undefined;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return [];
}

interface RouteTemplate {
  method: string;
  path: string;
  bodyKeys: string[];
  queryKeys: string[];
  multipart: boolean;
}

type RouteRequest = { body?: { content?: Record<string, { schema?: Schema }> }; query?: Schema };

/** Streams that never end (server-sent events) cannot be read to the end: left out. */
const STREAMS = new Set(["/api/realtime"]);

export const ROUTES: RouteTemplate[] = apiRoutes
  .filter((route) => !STREAMS.has(route.path))
  .map((route) => {
    const request = ((route as { request?: RouteRequest }).request ?? {}) as RouteRequest;
    return {
      method: route.method.toUpperCase(),
      path: route.path,
      bodyKeys: keysOf(request.body?.content?.["application/json"]?.schema),
      queryKeys: keysOf(request.query),
      multipart: Boolean(request.body?.content?.["multipart/form-data"]),
    };
  });

const NASTY = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\u202eevil",
  "𝄞🎸👩‍👩‍👧",
  "../../../../etc/passwd",
  "..%2f..%2fetc%2fpasswd",
  "%00",
  "%",
  "%%",
  "' OR 1=1 --",
  '"; drop table users; --',
  "%_\\",
  "\\",
  "100%",
  "<script>alert(1)</script>",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "not-a-uuid",
  "__proto__",
  "constructor",
  "2026-02-30",
  "9999-12-31T23:59:59Z",
];

/** Strings an attacker would try, plus random and long ones. */
export const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.nat({ max: 20_000 }).map((n) => "a".repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY).map((s) => s.repeat(500)) },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -0),
);

const scalar = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, shallow or a few levels deep. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    { weight: 5, arbitrary: scalar },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(nastyString, tie("value"), { maxKeys: 4 }) },
  ),
})).value;

/** Percent-encodes for a URL even a lone surrogate (as the UTF-8 bytes a careless client would send). */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          const code = char.charCodeAt(0);
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
        }
      })
      .join("");
  }
}

const deepJson = fc.nat({ max: 20_000 }).map((depth) => `${"[".repeat(depth)}${"]".repeat(depth)}`);
const invalidJson = fc.constantFrom("{", "{'a':1}", '{"a":}', "nul", "\u0000", '{"a":"\\ud800"}', '"\\u0000"', "[1,]");

export interface FuzzBody {
  contentType: string | null;
  text: string;
}

/** A body: mostly JSON with the route's own keys holding hostile values, sometimes worse. */
function bodyFor(route: RouteTemplate): fc.Arbitrary<FuzzBody | null> {
  const keys = route.bodyKeys.length ? route.bodyKeys : ["x"];
  const object = fc
    .tuple(
      fc.subarray(keys),
      fc.array(nastyValue, { minLength: keys.length, maxLength: keys.length }),
      fc.dictionary(nastyString, nastyValue, { maxKeys: 2 }),
    )
    .map(([picked, values, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      picked.forEach((key, i) => {
        body[key] = values[i];
      });
      return body;
    });
  const json = (text: fc.Arbitrary<string>) =>
    text.map((t): FuzzBody => ({ contentType: "application/json", text: t }));
  return fc.oneof(
    { weight: 8, arbitrary: json(object.map((body) => JSON.stringify(body))) },
    { weight: 1, arbitrary: json(nastyValue.map((value) => JSON.stringify(value) ?? "null")) },
    { weight: 1, arbitrary: json(invalidJson) },
    { weight: 1, arbitrary: json(deepJson) },
    {
      weight: 1,
      arbitrary: fc.record({
        contentType: fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/xml",
          "application/json; charset=latin1",
          "",
        ),
        text: fc.oneof(
          nastyString,
          object.map((body) => JSON.stringify(body)),
        ),
      }),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

export type Caller = "visitor" | "fan" | "admin";

export interface FuzzRequest {
  caller: Caller;
  method: string;
  url: string;
  body: FuzzBody | null;
}

/**
 * One request: a route (any method), its path parameters (a real id from `ids`, a random uuid or a
 * hostile string), hostile values for its query keys and a few others, and a body for writes.
 */
export function fuzzRequest(ids: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...ROUTES).chain((route) => {
    const params = route.path.match(/\{\w+\}/g) ?? [];
    const param = fc.oneof(fc.constantFrom(...ids), fc.uuid(), nastyString);
    const queryKeys = [...route.queryKeys, "q", "cursor", "limit"];
    return fc
      .record({
        caller: fc.constantFrom<Caller>("visitor", "fan", "admin"),
        values: fc.array(param, { minLength: params.length, maxLength: params.length }),
        query: fc.dictionary(
          fc.constantFrom(...queryKeys),
          fc.oneof(nastyString, fc.array(nastyString, { maxLength: 3 })),
          {
            maxKeys: 3,
          },
        ),
        body: route.method === "GET" ? fc.constant(null) : bodyFor(route),
      })
      .map(({ caller, values, query, body }) => {
        let path: string = route.path;
        params.forEach((name, i) => {
          path = path.replace(name, encodeSegment(String(values[i])));
        });
        const search = Object.entries(query)
          .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${key}=${encodeSegment(v)}`))
          .join("&");
        return { caller, method: route.method, url: search ? `${path}?${search}` : path, body };
      });
  });
}

/** What no answer may show: a stack frame, a source path, or the database's own words. */
const LEAKS = [
  /\n\s+at .+:\d+:\d+/,
  /node_modules/,
  /\.ts:\d+/,
  /syntax error at or near/i,
  /violates .* constraint/i,
  /duplicate key value/i,
  /relation "[^"]+" does not exist/i,
  /invalid input syntax for type/i,
  /Failed query:/i,
];

/** Why an answer breaks the property, or null when it holds. */
export function violation(status: number, contentType: string, text: string): string | null {
  if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  const leak = LEAKS.find((pattern) => pattern.test(text));
  if (leak) return `the body leaks internals (${leak}): ${text.slice(0, 300)}`;
  if (status < 400) return null;
  if (!contentType.includes("application/json")) return `answered ${status} as ${contentType || "no type"}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code !== "string" || !error.code) return `answered ${status} without error.code`;
  if (typeof error.message !== "string" || !error.message.trim()) return `answered ${status} without a message`;
  if (error.message.length > 1000) return `answered ${status} with a ${error.message.length}-character message`;
  return null;
}
