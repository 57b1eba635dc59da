import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AppDeps, AppEnv } from "./context";
import { authRoutes } from "./auth/routes";
import { healthRoutes } from "./health/routes";
import { apiNotFound, errorHandler } from "./middleware/error-handler";
import { originCheck } from "./middleware/origin-check";
import { requestLogger } from "./middleware/request-logger";
import { securityHeaders } from "./middleware/security-headers";
import { spaRoutes } from "./spa/routes";
import { mediaRoutes } from "./storage";

/** Builds the whole HTTP app around its dependencies, so tests run it against their own database. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLogger());
  app.use("*", securityHeaders());
  app.onError(errorHandler);

  const api = new Hono<AppEnv>();
  api.use("*", originCheck());
  api.use("*", bodyLimit({ maxSize: 1024 * 1024 }));
  api.use("*", compress());
  api.route("/health", healthRoutes);
  api.route("/auth", authRoutes());
  app.route("/api", api);
  // Unknown API paths are JSON 404s, never the web app's index.html.
  app.all("/api/*", apiNotFound);

  app.route("/", mediaRoutes(deps.storage));
  app.route("/", spaRoutes(deps.webRoot));
  return app;
}

export type App = ReturnType<typeof createApp>;
