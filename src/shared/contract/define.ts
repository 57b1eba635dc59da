/**
 * How an API route is described: once, here in src/shared/contract, with zod schemas for its path
 * params, query, body and each response. The server implements the description (routes.ts in the
 * resource's folder validates input with it), the OpenAPI document at /api/openapi.json is generated
 * from it, the tests check every response against it, and the web app takes its types from it
 * (src/web/lib/api.ts), so a change on one side breaks the other's build instead of a user's page.
 */
import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";

export { z };

/** Every error answer: `{ error: { code, message, fields? } }` (src/server/lib/errors.ts). */
export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "validation_failed" }),
      message: z.string().openapi({ example: "Band ID is required" }),
      fields: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi("Error");

export const jsonContent = <S extends z.ZodType>(schema: S, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** A keyset page (src/server/lib/pagination.ts): `nextCursor` is null on the last page. */
export const pageOf = <S extends z.ZodType>(item: S) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export type Page<T> = { items: T[]; nextCursor: string | null };

/** A multipart upload of one `file` part; the handler checks its size and bytes itself. */
export const fileUploadBody = {
  content: {
    "multipart/form-data": { schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }) },
  },
};

/** Statuses a route documents besides its success; anything else is the `default` error. */
const ERROR_DESCRIPTIONS = {
  400: "Bad request",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "Conflict with the current state",
  413: "Body too large",
  415: "Unsupported media type",
  422: "Invalid input (field messages in `fields`)",
  429: "Rate limited (see Retry-After)",
  503: "A service the server depends on (the database) is unavailable",
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

type ApiRouteConfig = Omit<RouteConfig, "path" | "responses"> & {
  path: `/api/${string}`;
  /** Resource group in the document; one per server folder. */
  tags: [string];
  responses: RouteConfig["responses"];
  /** The error statuses this route answers with on purpose. */
  errors?: readonly ErrorStatus[];
};

/**
 * `defineRoute({ method: "get", path: "/api/bands/{id}", … })`: a route with the error shape added
 * to its responses. Paths are the full URL path (what a browser asks for), so a search for a URL
 * finds its description, and `{id}` names a path parameter.
 */
export function defineRoute<const R extends ApiRouteConfig>(config: R) {
  const { errors = [], responses, ...rest } = config;
  const errorResponses: RouteConfig["responses"] = { default: jsonContent(errorSchema, "Error") };
  for (const status of errors) errorResponses[status] = jsonContent(errorSchema, ERROR_DESCRIPTIONS[status]);
  // The declared type keeps the literal responses (not RouteConfig's index signature), which is what
  // lets RouteOutput find the success shape.
  return createRoute({ ...rest, responses: { ...responses, ...errorResponses } }) as unknown as Omit<R, "errors"> & {
    getRoutingPath(): string;
  };
}
