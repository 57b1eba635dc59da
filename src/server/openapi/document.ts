/**
 * The OpenAPI 3.1 document, generated from the route descriptions in src/shared/contract. Routes
 * that are not ours to describe (better-auth's /api/auth/*) are named in the document's description
 * and in `x-external-routes`.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { apiRoutes } from "@/shared/contract";
import { PRODUCT_NAME } from "@/shared/product";

export const EXTERNAL_ROUTE_PREFIXES = ["/api/auth/"] as const;

let cached: ReturnType<OpenAPIHono["getOpenAPI31Document"]> | undefined;

export function openApiDocument() {
  if (cached) return cached;
  // A router used only as the registry: handlers live in each resource's routes.ts.
  const registry = new OpenAPIHono();
  for (const route of apiRoutes) registry.openAPIRegistry.registerPath(route);
  cached = registry.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: "1",
      description:
        `The HTTP API of ${PRODUCT_NAME}'s web app. Errors are \`{ error: { code, message, fields? } }\`. ` +
        "Sign-in, sign-up, sign-out, sessions, e-mail verification and password reset are served by " +
        "better-auth under /api/auth/* and are not described here.",
    },
    servers: [{ url: "/" }],
  });
  return Object.assign(cached, { "x-external-routes": [...EXTERNAL_ROUTE_PREFIXES] });
}
