import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { pickClientAddress } from "./proxy-trust";

function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket
    return "local";
  }
}

/** The caller's address, for every per-address limit. See TRUST_PROXY in env.ts. */
export function clientIp(c: Context<AppEnv>): string {
  return pickClientAddress(socketAddress(c), c.req.header("x-forwarded-for"), c.get("deps").env.TRUST_PROXY);
}
