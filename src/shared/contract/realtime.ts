/**
 * /api/realtime: live updates as Server-Sent Events (XP awards, badges, thread activity, admin
 * notices). Served by src/server/realtime; the browser side is src/web/lib/realtime.ts.
 */
import { defineRoute, z } from "./define";

const tags: ["Realtime"] = ["Realtime"];

const EVENT_STREAM = [
  "A stream of Server-Sent Events. The first, named `ready`, carries `{ topics }` (the topics now live)",
  "and a `retry:` hint; every later message is an unnamed event with an `id:` and data",
  "`{ topic, event, data }`. A `: heartbeat` comment keeps idle connections open, and the server",
  "closes the stream after 15 minutes so the browser reconnects and the session is checked again.",
].join(" ");

export const openRealtimeStream = defineRoute({
  method: "get",
  path: "/api/realtime",
  tags,
  summary: "Subscribe to live updates: the signed-in user's own topic plus the public topics named",
  request: {
    query: z.object({
      /** Comma-separated topics: `thread:{entityType}:{entityId}`, `user:{id}` (your own), `admin`. */
      topics: z.string().max(4_000, "Too many topics.").optional(),
    }),
  },
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: EVENT_STREAM },
  },
  errors: [401, 403, 422, 429],
});

export const routes = { openRealtimeStream };
