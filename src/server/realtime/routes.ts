import { streamSSE } from "hono/streaming";
import { openRealtimeStream } from "@/shared/contract/realtime";
import { getSessionUser } from "../auth/guards";
import { createRouter } from "../lib/openapi";
import { clientIp } from "../rate-limit/client-ip";
import { rateLimit } from "../rate-limit/middleware";
import { realtimeHub } from "./hub";
import { allowedTopics } from "./policy";

/** Below the idle timeouts of common proxies and load balancers (often 30–60 s). */
export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after a drop (the SSE `retry:` hint). */
export const RETRY_MS = 3_000;
/**
 * A connection is closed after this long and the browser reconnects at once, so the session is
 * checked again and a signed-out or expired session stops receiving private events.
 */
export const MAX_CONNECTION_MS = 15 * 60_000;

/** How soon a browser reconnects when this process shuts down (to another process or instance). */
export const SHUTDOWN_RETRY_MS = 500;

/** The open streams of this process, each with a function that asks the browser to reconnect and ends it. */
const openStreams = new Set<() => Promise<void>>();

export const openRealtimeStreamCount = () => openStreams.size;

/**
 * At shutdown: every browser gets a `reconnect` event with a short retry hint and its stream ends,
 * so it reconnects at once, through the proxy, to a process that is still running.
 */
export async function closeRealtimeStreams(): Promise<void> {
  await Promise.all([...openStreams].map((close) => close()));
}

/** Reconnect storms (a flapping network, a buggy tab) are slowed down per user, or per address. */
export const CONNECT_RATE_RULE = {
  name: "realtime-connect",
  windowSeconds: 60,
  max: 120,
  message: "Too many live-update connections. Please wait a moment.",
};

/**
 * GET /api/realtime: Server-Sent Events. Messages are unnamed SSE events whose data is
 * `{ topic, event, data }`; the first event, `ready`, lists the topics once they are live.
 */
export function realtimeRoutes() {
  const router = createRouter();
  // The rate limit runs before the query is read, so malformed reconnects count too.
  const connectLimit = rateLimit(CONNECT_RATE_RULE, async (c) => (await getSessionUser(c))?.id ?? clientIp(c));
  router.openapi({ ...openRealtimeStream, middleware: [connectLimit] }, async (c) => {
    const user = await getSessionUser(c);
    const requested = (c.req.valid("query").topics ?? "")
      .split(",")
      .map((topic) => topic.trim())
      .filter(Boolean);
    const topics = allowedTopics(user, [...new Set(requested)]);
    const { db, logger } = c.get("deps");
    const hub = realtimeHub(db, logger);
    // Before the stream starts, so a database that cannot LISTEN is an ordinary 500.
    await hub.start();
    // Tell nginx-style proxies not to buffer the stream.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let maxAge: ReturnType<typeof setTimeout> | undefined;
      let end = () => {};
      // Ends when the browser goes away, at the connection's maximum age (streamSSE then closes the
      // response and the browser reconnects on its own), or when this process shuts down.
      const ended = new Promise<void>((resolve) => {
        end = resolve;
        stream.onAbort(resolve);
        maxAge = setTimeout(resolve, MAX_CONNECTION_MS);
      });
      const closeForShutdown = async () => {
        await stream.writeSSE({ event: "reconnect", data: "{}", retry: SHUTDOWN_RETRY_MS }).catch(() => {});
        end();
      };
      openStreams.add(closeForShutdown);
      const unsubscribe = hub.subscribe(topics, (message) => {
        void stream.writeSSE({
          id: message.id,
          data: JSON.stringify({ topic: message.topic, event: message.event, data: message.data ?? {} }),
        });
      });
      const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
      try {
        await stream.writeSSE({ event: "ready", data: JSON.stringify({ topics: [...topics] }), retry: RETRY_MS });
        await ended;
      } finally {
        openStreams.delete(closeForShutdown);
        clearInterval(heartbeat);
        clearTimeout(maxAge);
        unsubscribe();
      }
    });
  });
  return router;
}
