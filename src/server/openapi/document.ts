/**
 * The OpenAPI 3.1 document, generated from the route descriptions in src/shared/contract. /api/auth
 * is described too: its routes are ours (auth/routes.ts), handing checked bodies to better-auth,
 * whose other endpoints are a 404.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { apiRoutes } from "@/shared/contract";
import { PRODUCT_NAME } from "@/shared/product";

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
        "Sessions are an HttpOnly cookie set by the /api/auth routes (sign-in, verification links).",
    },
    servers: [{ url: "/" }],
  });
  return cached;
}
