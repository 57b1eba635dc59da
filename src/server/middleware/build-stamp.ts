import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";

/** Must match src/web/lib/api-client.ts (BUILD_HEADER) and the build's version.json (scripts/vite-build-id.ts). */
export const BUILD_HEADER = "X-LoudTribe-Build";

/** The id of the web build this server serves (dist/web/version.json), or undefined when there is none. */
export function readBuildId(webRoot: string | undefined): string | undefined {
  const file = webRoot && path.join(webRoot, "version.json");
  if (!file || !existsSync(file)) return undefined;
  try {
    const build = (JSON.parse(readFileSync(file, "utf8")) as { build?: unknown }).build;
    return typeof build === "string" && build ? build : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Names the web build on every API answer. A page from an older build (a tab left open across a
 * deploy, or a copy the service worker kept) sees a different id and offers a reload, so old code
 * never keeps talking to a new API (docs/decisions/pwa.md).
 */
export function buildStamp(build: string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (build) c.header(BUILD_HEADER, build);
  };
}
