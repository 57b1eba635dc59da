/**
 * Types read off route descriptions: what a caller sends and what it gets back. The web app's
 * `api()` uses them with `import type`, so no schema is bundled into pages for typing alone.
 */
import type { RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";

/** "GET /api/bands/{id}": how the web app names a route. */
export type RouteKey<R extends RouteConfig> = `${Uppercase<R["method"]>} ${R["path"]}`;

/** A module's routes keyed by RouteKey. */
export type RouteMap<T extends Record<string, RouteConfig>> = { [K in keyof T as RouteKey<T[K]>]: T[K] };

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type JsonBody<R extends RouteConfig> = R["request"] extends {
  body: { content: { "application/json": { schema: infer S } } };
}
  ? SchemaInput<S>
  : never;
type FormBody<R extends RouteConfig> = R["request"] extends { body: { content: { "multipart/form-data": unknown } } }
  ? FormData
  : never;

/** Left out when the route has no such part; optional when every field in it is. */
type Part<Name extends string, T> = [T] extends [never]
  ? unknown
  : object extends T
    ? { [K in Name]?: T }
    : { [K in Name]: T };

/** A query value may be left out as null or undefined (the client drops both). */
type LooseQuery<Q> = { [K in keyof Q]?: Q[K] | null };

/** `{ params?, query?, body? }` as the route describes them. */
export type RouteInput<R extends RouteConfig> = Part<
  "params",
  R["request"] extends { params: infer S } ? SchemaInput<S> : never
> &
  Part<"query", R["request"] extends { query: infer S } ? LooseQuery<SchemaInput<S>> : never> &
  Part<"body", JsonBody<R> | FormBody<R>>;

type SuccessStatus = 200 | 201 | 202 | 204;
type JsonOf<Res> = Res extends { content: { "application/json": { schema: infer S } } }
  ? S extends z.ZodType
    ? z.output<S>
    : never
  : undefined;

/** The JSON a successful call resolves with (undefined for 204). */
export type RouteOutput<R extends RouteConfig> = {
  [S in keyof R["responses"]]: S extends SuccessStatus ? JsonOf<R["responses"][S]> : never;
}[keyof R["responses"]];
