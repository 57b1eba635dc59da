import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { routePath } from "hono/route";
import type { AppEnv } from "../context";
import { HttpError, notFound } from "../lib/errors";
import { scrapeMetrics } from "./cluster";
import { httpDuration, httpRequests, metricsRegistry } from "./registry";

/** Counts and times every request under its route pattern ('unmatched' when no route answered). */
export const requestMetrics = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    // After next(), the route index points at the handler that answered.
    const route = routePath(c) || "unmatched";
    const labels = { method: c.req.method, route: route === "*" ? "unmatched" : route, status: String(c.res.status) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, (performance.now() - started) / 1000);
  });

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * GET /metrics in Prometheus's text format: a 404 unless METRICS_TOKEN is set, then only for
 * `Authorization: Bearer <token>` (compared in constant time), so the numbers never go public.
 * In a cluster the answer covers every server process (./cluster.ts).
 */
export function metricsRoutes() {
  const router = new Hono<AppEnv>();
  router.get("/metrics", async (c) => {
    const token = c.get("deps").env.METRICS_TOKEN;
    if (!token) throw notFound("Not found");
    const given = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
    if (!timingSafeEqual(digest(given), digest(token))) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      throw new HttpError(401, "unauthorized", "A valid metrics token is required.");
    }
    c.header("Content-Type", metricsRegistry.contentType);
    c.header("Cache-Control", "no-store");
    return c.body(await scrapeMetrics());
  });
  return router;
}
