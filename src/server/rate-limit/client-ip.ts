import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context";

/**
 * The caller's address. X-Forwarded-For is only believed behind a proxy we were told about
 * (TRUST_PROXY=true), since any client can send that header.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.get("deps").env.TRUST_PROXY === "true") {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return "local";
  }
}
