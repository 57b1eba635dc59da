/**
 * A resource's router: routes described in src/shared/contract are implemented with
 * `router.openapi(route, handler)`, which validates params, query and body with the route's schemas
 * (422 with field messages, like lib/validate.ts; 404 for a path id that cannot name a row) and types the handler's answer against the route's
 * responses. Routers use full paths (/api/bands/{id}) and are mounted at the root, so middleware in
 * a router must name its paths (`router.use("/api/admin/*", …)`), never "*".
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { isPathNotFound } from "@/shared/contract/params";
import type { AppEnv } from "../context";
import { notFound } from "./errors";
import { toValidationError } from "./validate";

type JsonSchema = { safeParse(value: unknown): { success: true } | { success: false; error: z.ZodError } };
type AnyRoute = {
  middleware?: MiddlewareHandler | MiddlewareHandler[];
  request?: { body?: { required?: boolean; content?: Record<string, { schema?: unknown }> } };
};

/**
 * zod-openapi skips the body's validation when a request carries no body and no Content-Type
 * (unless the route says `required`), handing the handler `{}` typed as a valid body. A bodiless
 * request must be a valid body of `{}` (sign-out, all-optional edits) or get the schema's 422
 * (found by the fuzz guard, issue 16: a bodiless POST to /api/referrals/register was a 500).
 */
function checkBodilessRequest<R>(route: R): R {
  const { request, middleware } = route as AnyRoute;
  const schema = request?.body?.content?.["application/json"]?.schema as JsonSchema | undefined;
  if (!schema || request?.body?.required) return route;
  const check = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.req.header("content-type")) {
      const result = schema.safeParse({});
      if (!result.success) throw toValidationError(result.error);
    }
    await next();
  });
  const before = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  return { ...route, middleware: [...before, check] };
}

export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A path id that cannot name a row is the resource's 404 (shared/contract/params.ts).
      const missing = result.target === "param" ? result.error.issues.find(isPathNotFound) : undefined;
      if (missing) throw notFound(missing.message);
      throw toValidationError(result.error);
    },
  });
  const openapi = router.openapi.bind(router);
  router.openapi = ((route: Parameters<typeof openapi>[0], ...rest: unknown[]) =>
    (openapi as (...args: unknown[]) => unknown)(checkBodilessRequest(route), ...rest)) as typeof router.openapi;
  return router;
}

export type Router = ReturnType<typeof createRouter>;
