import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { runInRequest } from "../request-context";

/** One log line per request, with an id the client also gets (X-Request-Id) for support. */
export const requestLogger = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await runInRequest(requestId, next);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const logger = c.get("deps").logger;
    // Logged outside the request's context: the id is written here once, not twice by the mixin.
    const line = { requestId, method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, "request failed");
    else logger.info(line, "request");
  });
