import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { HttpError } from "../lib/errors";
import { GateBusyError } from "../lib/fifo-gate";

/** Seconds a client is asked to wait before trying again after a 503 'busy'. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export const busy = () => new HttpError(503, "busy", "LoudTribe is busy, try again in a moment.");

/**
 * The embedded database (PGlite) runs every query on this process's one thread, one at a time, and
 * serves them in the order they arrive. Fifty requests of two or three queries each interleave, so
 * every request waits for nearly all the others' queries: at 50 connections the band list's p99 was
 * 3–5 s and search's 7.5 s. In front of it, API requests take turns through a first-come
 * first-served gate (deps.dbQueue) with a few at a time, so each finishes in about its own time
 * plus the queue ahead of it; one that cannot get a turn within the gate's wait limit (or finds the
 * queue full) is answered at once with 503 'busy' and Retry-After rather than after seconds.
 * Absent (PostgreSQL, whose pool queues fairly itself, or switched off), every request passes.
 * Server-Sent Events hold their request open for minutes and never take a turn; the health check
 * (one `select 1`) does not queue either, so a monitor sees a busy server as alive.
 */
export function embeddedDatabaseQueue(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const gate = c.get("deps").dbQueue;
    if (!gate || c.req.path.startsWith("/api/realtime") || c.req.path === "/api/health") return next();
    let release: () => void;
    try {
      release = await gate.acquire();
    } catch (error) {
      if (!(error instanceof GateBusyError)) throw error;
      c.header("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
      throw busy();
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
