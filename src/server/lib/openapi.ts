/**
 * A resource's router: routes described in src/shared/contract are implemented with
 * `router.openapi(route, handler)`, which validates params, query and body with the route's schemas
 * (422 with field messages, like lib/validate.ts; 404 for a path id that cannot name a row) and types the handler's answer against the route's
 * responses. Routers use full paths (/api/bands/{id}) and are mounted at the root, so middleware in
 * a router must name its paths (`router.use("/api/admin/*", …)`), never "*".
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { isPathNotFound } from "@/shared/contract/params";
import type { AppEnv } from "../context";
import { notFound } from "./errors";
import { toValidationError } from "./validate";

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (result.success) return;
      // A path id that cannot name a row is the resource's 404 (shared/contract/params.ts).
      const missing = result.target === "param" ? result.error.issues.find(isPathNotFound) : undefined;
      if (missing) throw notFound(missing.message);
      throw toValidationError(result.error);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;
